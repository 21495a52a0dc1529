package net.ccpay.quote.withdrawals.domain;

import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.quote.rates.domain.AmountOutOfRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sandbox's withdrawal fee table, network by network, as the README states it. */
class WithdrawalFeeRulesTest {

    static WithdrawalFee estimate(String network, String currency, long amount) {
        return WithdrawalFeeRules.estimate(CryptoNetworks.find(network).orElseThrow(), CurrencyCodes.find(currency).orElseThrow(), amount);
    }

    @ParameterizedTest(name = "{1} on {0}: network fee {3} {4}, total {5}")
    @CsvSource({
            // network, currency, amount, networkFee, asset, totalFee (withdrawal currency's smallest unit)
            "BITCOIN,   BTC,  100000,   1400,               BTC, 1400",
            "LIGHTNING, BTC,  100000,   20,                 BTC, 20",
            "SPARK,     BTC,  100000,   0,                  BTC, 0",
            "SPARK,     USDB, 1000000,  0,                  BTC, 0",
            // 0.000005 SOL at 0.0058 SOL per USD is 0.000862068… USD: 862.07 micro-USDC, rounded up
            "SOLANA,    USDC, 1000000,  5000,               SOL, 863",
            "SOLANA,    SOL,  1000000,  5000,               SOL, 5000",
            // 0.00065 ETH at 0.00029 ETH per USD is 2.2413793… USD
            "ETHEREUM,  USDC, 10000000, 650000000000000,    ETH, 2241380",
            "ETHEREUM,  ETH,  10000000000000000, 650000000000000, ETH, 650000000000000",
            "BASE,      USDT, 1000000,  2000000000000,      ETH, 6897",
            // 0.01 POL at 2.5 POL per USD is 0.004 USD exactly
            "POLYGON,   USDC, 1000000,  10000000000000000,  POL, 4000",
            // 13 TRX at 4 TRX per USD is 3.25 USD exactly
            "TRON,      USDT, 10000000, 13000000,           TRX, 3250000",
            "PLASMA,    USDT, 1000000,  0,                  XPL, 0"})
    void eachNetworkChargesItsFeeConvertedIntoTheWithdrawalCurrency(String network, String currency, long amount, long networkFee,
                                                                     String asset, long totalFee) {
        WithdrawalFee fee = estimate(network, currency, amount);
        assertEquals(networkFee, fee.networkFee());
        assertEquals(asset, fee.networkFeeAsset());
        assertEquals(0, fee.applicationFee());
        assertEquals(totalFee, fee.totalFee());
        assertEquals(amount - totalFee, fee.netAmount());
        assertEquals(fee, estimate(network, currency, amount), "the same question gets the same answer");
    }

    @Test
    void anAmountThatDoesNotExceedTheFeeIsOutOfRange() {
        assertThrows(AmountOutOfRange.class, () -> estimate("BITCOIN", "BTC", 1400));
        assertThrows(AmountOutOfRange.class, () -> estimate("TRON", "USDT", 3_000_000));
        assertEquals(1, estimate("BITCOIN", "BTC", 1401).netAmount());
        assertEquals(1, estimate("SPARK", "BTC", 1).netAmount(), "a free network passes everything through");
    }

    @Test
    void aNetworkThatDoesNotCarryTheCurrencyIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> estimate("BITCOIN", "USDC", 1_000_000));
        assertEquals(java.util.List.of("ETHEREUM", "BASE", "POLYGON", "SOLANA", "TRON"), CryptoNetworks.networksFor("USDC"));
        assertEquals(java.util.List.of("BITCOIN", "LIGHTNING", "SPARK"), CryptoNetworks.networksFor("BTC"));
    }

    @ParameterizedTest(name = "{0} accepts {1}: {2}")
    @CsvSource({
            "BITCOIN,   bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq, true",
            "BITCOIN,   tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx, true",
            "BITCOIN,   3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy, true",
            "BITCOIN,   0x52908400098527886E0F7030069857D2E4169EE7, false",
            "ETHEREUM,  0x52908400098527886E0F7030069857D2E4169EE7, true",
            "ETHEREUM,  7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU, false",
            "SOLANA,    7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU, true",
            "SOLANA,    0x52908400098527886E0F7030069857D2E4169EE7, false",
            "TRON,      TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL, true",
            "LIGHTNING, alice@example.com, true",
            "LIGHTNING, lnbc2500u1pvjluezpp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypq, true",
            "SPARK,     sprt1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrhu, true",
            "SPARK,     bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq, false"})
    void eachNetworkAcceptsOnlyItsOwnAddressForms(String network, String address, boolean accepted) {
        assertEquals(accepted, CryptoNetworks.find(network).orElseThrow().acceptsAddress(address));
    }

    @Test
    void everyNetworkCarriesSomethingAndEveryFeeAssetIsPriced() {
        for (String name : CryptoNetworks.names()) {
            CryptoNetworks.Network n = CryptoNetworks.find(name).orElseThrow();
            assertFalse(n.currencies().isEmpty(), name);
            assertTrue(n.feeAsset().perUsd().signum() > 0, name);
            assertTrue(n.networkFee() >= 0, name);
        }
    }
}
