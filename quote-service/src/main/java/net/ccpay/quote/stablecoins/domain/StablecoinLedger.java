package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.money.Currency;
import net.ccpay.quote.ledger.domain.LedgerAccount;

import java.util.List;

/**
 * The ledger accounts of a stablecoin. In the coin's currency: the issuer (SYSTEM; minus the supply
 * outstanding: each mint books coins out of it, each burn back in) and the coins in circulation
 * outside Grid's internal accounts (external wallets and the provider balance; never negative, so no
 * burn takes more than was issued there). In the base currency: the reserve that backs the supply
 * (never negative), the fiat set aside for burns being paid out, and the fiat that came from or went to
 * banks outside the platform (SYSTEM). Internal accounts are their own ledger accounts.
 */
public final class StablecoinLedger {

    private StablecoinLedger() {}

    public static String issuer(String stablecoinId) { return "SYSTEM:STABLECOIN_ISSUER:" + stablecoinId; }
    public static String circulating(String stablecoinId) { return "STABLECOIN_CIRCULATING:" + stablecoinId; }
    public static String reserve(String stablecoinId) { return "STABLECOIN_RESERVE:" + stablecoinId; }
    public static String redemptions(String stablecoinId) { return "STABLECOIN_REDEMPTIONS:" + stablecoinId; }
    public static String fiatIn(String currency) { return "SYSTEM:STABLECOIN_FIAT_IN:" + currency; }
    public static String fiatOut(String currency) { return "SYSTEM:STABLECOIN_FIAT_OUT:" + currency; }

    /** Every account a stablecoin's operations book on. */
    public static List<LedgerAccount> accounts(String stablecoinId, Currency coin, Currency fiat) {
        return List.of(
                new LedgerAccount(issuer(stablecoinId), coin, LedgerAccount.Kind.SYSTEM),
                new LedgerAccount(circulating(stablecoinId), coin, LedgerAccount.Kind.PLATFORM),
                new LedgerAccount(reserve(stablecoinId), fiat, LedgerAccount.Kind.PLATFORM),
                new LedgerAccount(redemptions(stablecoinId), fiat, LedgerAccount.Kind.PLATFORM),
                new LedgerAccount(fiatIn(fiat.code()), fiat, LedgerAccount.Kind.SYSTEM),
                new LedgerAccount(fiatOut(fiat.code()), fiat, LedgerAccount.Kind.SYSTEM));
    }
}
