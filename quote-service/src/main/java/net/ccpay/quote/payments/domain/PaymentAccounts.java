package net.ccpay.quote.payments.domain;

import net.ccpay.common.money.Currency;
import net.ccpay.quote.ledger.domain.LedgerAccount;

import java.util.List;

/**
 * The system counter-accounts of payments, one per currency: money in flight between a source and a
 * destination, money that left to (or came back from) accounts outside the platform, pulled in from
 * them, received as realtime funding or from UMA senders, and the conversion desk. With these, every
 * payment step is a journal that sums to zero per currency, and a customer's money is never anywhere
 * but in an internal account or in flight for one of its transactions.
 */
public final class PaymentAccounts {

    /**
     * Each system account is split into this many shards, and a transaction books all its steps on the
     * shard its id picks. Every payment of a currency would otherwise lock the same in-flight row until
     * its commit, which measured as the ceiling of executes per second (about 300 on 2 cores); the
     * shards of an account together are the account.
     */
    public static final int SHARDS = 8;

    private PaymentAccounts() {}

    public static String inFlight(String currency, String transactionId) { return id("PAYMENTS_IN_FLIGHT", currency, transactionId); }
    public static String externalPayouts(String currency, String transactionId) { return id("EXTERNAL_PAYOUTS", currency, transactionId); }
    public static String externalPulls(String currency, String transactionId) { return id("EXTERNAL_PULLS", currency, transactionId); }
    public static String realtimeFunding(String currency, String transactionId) { return id("REALTIME_FUNDING", currency, transactionId); }
    public static String umaIncoming(String currency, String transactionId) { return id("UMA_INCOMING", currency, transactionId); }
    public static String fx(String currency, String transactionId) { return id("FX", currency, transactionId); }
    public static String fees(String currency, String transactionId) { return id("PAYMENT_FEES", currency, transactionId); }

    private static final List<String> PURPOSES = List.of("PAYMENTS_IN_FLIGHT", "EXTERNAL_PAYOUTS", "EXTERNAL_PULLS", "REALTIME_FUNDING",
            "UMA_INCOMING", "FX", "PAYMENT_FEES");

    static int shard(String transactionId) {
        return Math.floorMod(transactionId.hashCode(), SHARDS);
    }

    private static String id(String purpose, String currency, String transactionId) {
        return "SYSTEM:" + purpose + ":" + currency + ":" + shard(transactionId);
    }

    /** Every system account (all shards) payments use in {@code currency}. */
    public static List<LedgerAccount> all(Currency currency) {
        List<LedgerAccount> out = new java.util.ArrayList<>();
        for (String purpose : PURPOSES) {
            for (int shard = 0; shard < SHARDS; shard++) {
                out.add(new LedgerAccount("SYSTEM:" + purpose + ":" + currency.code() + ":" + shard, currency, LedgerAccount.Kind.SYSTEM));
            }
        }
        return out;
    }
}
