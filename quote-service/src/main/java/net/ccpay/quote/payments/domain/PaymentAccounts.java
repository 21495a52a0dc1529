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
     * Each system account is split into this many shards, and a transaction books its steps on the
     * shard its id picks. A journal holds its accounts' row locks until its commit, so every payment of
     * a currency on one in-flight row measured as the ceiling of executes per second (about 300 on 2
     * cores). With 8 shards, 16 concurrent executes still queued on them: the InnoDB lock waits were
     * almost all on the in-flight shards, about one wait per execute, and MariaDB spent about 3 ms of
     * CPU per execute. The shards of an account together are the account.
     *
     * <p>During a rolling upgrade from 8 shards, a transaction funded by an old copy may settle on
     * another shard than it funded: each shard's balance then carries part of it, but the sum over the
     * shards, the account, stays exact, and every journal still sums to zero.
     */
    public static final int SHARDS = 64;

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
