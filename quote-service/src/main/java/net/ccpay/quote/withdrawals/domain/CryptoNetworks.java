package net.ccpay.quote.withdrawals.domain;

import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.quote.currency.CurrencyCatalog;
import net.ccpay.quote.external.domain.AccountTypes;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The sandbox's blockchain networks, as data: the asset each one's fees are paid in, the network fee
 * of one withdrawal (in that asset's smallest unit: satoshis, wei, lamports, sun), the currencies a
 * withdrawal may carry on it and the form of a destination address. The currencies and address forms
 * are the external-account wallets' ({@link AccountTypes}), so what can be withdrawn to a network is
 * what a wallet on it can hold. Sandbox platforms operate on test networks, so testnet address forms
 * are accepted where a network has them.
 *
 * <p>Fee assets the currency catalogue lists (BTC, ETH, SOL) take its sandbox rate; the others (POL,
 * TRX, XPL) are only ever fee assets and carry their own sandbox rate here, in the catalogue's terms
 * (units per US dollar).
 */
public final class CryptoNetworks {

    /** An asset network fees are paid in: decimals of its smallest unit and units per US dollar. */
    public record FeeAsset(String code, int decimals, BigDecimal perUsd) {
        static FeeAsset ofCatalogue(String code) {
            Currency c = CurrencyCodes.find(code).orElseThrow();
            return new FeeAsset(code, c.decimals(), BigDecimal.valueOf(CurrencyCatalog.perUsd(c)));
        }
    }

    /** One network. {@code networkFee} is in {@code feeAsset}'s smallest unit. */
    public record Network(String name, FeeAsset feeAsset, long networkFee, Set<String> currencies, List<Pattern> addressForms,
                          String addressWhat) {
        public boolean acceptsAddress(String address) {
            return addressForms.stream().anyMatch(p -> p.matcher(address).matches());
        }
    }

    /** Mainnet P2PKH/P2SH, testnet and regtest base58, and bech32/bech32m SegWit addresses. */
    static final Pattern BITCOIN_ADDRESS = Pattern.compile("^([13mn2][1-9A-HJ-NP-Za-km-z]{25,34}|(bc|tb|bcrt)1[02-9ac-hj-np-z]{11,87})$");

    private static final FeeAsset BTC = FeeAsset.ofCatalogue("BTC");
    private static final FeeAsset ETH = FeeAsset.ofCatalogue("ETH");
    private static final FeeAsset SOL = FeeAsset.ofCatalogue("SOL");
    private static final FeeAsset POL = new FeeAsset("POL", 18, new BigDecimal("2.5"));
    private static final FeeAsset TRX = new FeeAsset("TRX", 6, new BigDecimal("4"));
    private static final FeeAsset XPL = new FeeAsset("XPL", 18, new BigDecimal("5"));

    private static final Map<String, Network> NETWORKS = new LinkedHashMap<>();

    private static void add(String name, FeeAsset asset, long fee, Set<String> currencies, String what, Pattern... forms) {
        NETWORKS.put(name, new Network(name, asset, fee, currencies, List.of(forms), what));
    }

    private static Set<String> walletCurrencies(String accountType) {
        return AccountTypes.variants().get(accountType).currencies();
    }

    static {
        // 140 vbytes at 10 sat/vB
        add("BITCOIN", BTC, 1_400, Set.of("BTC"), "a Bitcoin address (bc1…, tb1…, or base58)", BITCOIN_ADDRESS);
        // routing fee budget of a payment
        add("LIGHTNING", BTC, 20, walletCurrencies("LIGHTNING"), "a BOLT11 invoice, a BOLT12 offer or a lightning address",
                AccountTypes.LN_INVOICE, AccountTypes.LN_OFFER, AccountTypes.LN_ADDRESS);
        // Spark transfers carry no network fee
        add("SPARK", BTC, 0, walletCurrencies("SPARK_WALLET"), "a Spark address (sp…1…)", AccountTypes.SPARK);
        // a token transfer: 65,000 gas at 10 gwei
        add("ETHEREUM", ETH, 650_000_000_000_000L, walletCurrencies("ETHEREUM_WALLET"), "an address of 0x and 40 hex digits",
                AccountTypes.EVM_ADDRESS);
        // the same transfer on an L2: 65,000 gas at about 0.03 gwei
        add("BASE", ETH, 2_000_000_000_000L, walletCurrencies("BASE_WALLET"), "an address of 0x and 40 hex digits",
                AccountTypes.EVM_ADDRESS);
        // 0.01 POL
        add("POLYGON", POL, 10_000_000_000_000_000L, walletCurrencies("POLYGON_WALLET"), "an address of 0x and 40 hex digits",
                AccountTypes.EVM_ADDRESS);
        // Plasma sponsors stablecoin transfers
        add("PLASMA", XPL, 0, walletCurrencies("PLASMA_WALLET"), "an address of 0x and 40 hex digits", AccountTypes.EVM_ADDRESS);
        // base fee of 5,000 lamports (one signature)
        add("SOLANA", SOL, 5_000, walletCurrencies("SOLANA_WALLET"), "a base58 Solana address of 32 to 44 characters",
                AccountTypes.BASE58);
        // energy burnt by a TRC-20 transfer: 13 TRX
        add("TRON", TRX, 13_000_000, walletCurrencies("TRON_WALLET"), "a Tron address (T and 33 base58 characters)",
                AccountTypes.TRON);
    }

    private CryptoNetworks() {}

    public static Optional<Network> find(String name) {
        return Optional.ofNullable(name == null ? null : NETWORKS.get(name));
    }

    public static List<String> names() {
        return List.copyOf(NETWORKS.keySet());
    }

    /** Every currency some network carries, in catalogue order. */
    public static List<String> currencies() {
        return CurrencyCodes.all().keySet().stream()
                .filter(c -> NETWORKS.values().stream().anyMatch(n -> n.currencies().contains(c)))
                .toList();
    }

    /** The networks that carry {@code currency}, in table order. */
    public static List<String> networksFor(String currency) {
        return NETWORKS.values().stream().filter(n -> n.currencies().contains(currency)).map(Network::name).toList();
    }
}
