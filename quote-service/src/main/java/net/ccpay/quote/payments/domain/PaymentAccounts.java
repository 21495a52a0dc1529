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

    private PaymentAccounts() {}

    public static String inFlight(String currency) { return "SYSTEM:PAYMENTS_IN_FLIGHT:" + currency; }
    public static String externalPayouts(String currency) { return "SYSTEM:EXTERNAL_PAYOUTS:" + currency; }
    public static String externalPulls(String currency) { return "SYSTEM:EXTERNAL_PULLS:" + currency; }
    public static String realtimeFunding(String currency) { return "SYSTEM:REALTIME_FUNDING:" + currency; }
    public static String umaIncoming(String currency) { return "SYSTEM:UMA_INCOMING:" + currency; }
    public static String fx(String currency) { return "SYSTEM:FX:" + currency; }
    public static String fees(String currency) { return "SYSTEM:PAYMENT_FEES:" + currency; }

    /** Every system account payments use in {@code currency}. */
    public static List<LedgerAccount> all(Currency currency) {
        String c = currency.code();
        return List.of(inFlight(c), externalPayouts(c), externalPulls(c), realtimeFunding(c), umaIncoming(c), fx(c), fees(c)).stream()
                .map(id -> new LedgerAccount(id, currency, LedgerAccount.Kind.SYSTEM)).toList();
    }
}
