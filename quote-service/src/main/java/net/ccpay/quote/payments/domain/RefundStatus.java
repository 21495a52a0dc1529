package net.ccpay.quote.payments.domain;

/** Where a transaction's refund stands, as stored in {@code refund_status} and shown as the refund's {@code status}. */
public enum RefundStatus {
    /** The money in flight is to go back. */
    PENDING,
    /** It went back. */
    COMPLETED,
    /** It could not go back: it stays in flight. */
    FAILED
}
