package net.ccpay.quote.payments.domain;

/** The announcements of payment changes (recorded in the caller's transaction). */
public interface PaymentEvents {

    /** {@code OUTGOING_PAYMENT.<STATUS>} or {@code INCOMING_PAYMENT.<STATUS>} with the transaction as it is now. */
    void transactionChanged(MoneyTransaction transaction);
}
