package net.ccpay.quote.payments.domain;

/**
 * A transaction's status: the contract's TransactionStatus, in its order, and the three refund states an
 * outgoing payment passes through once its money is on its way back (documented in the contract overlay:
 * each is also the suffix of an {@code OUTGOING_PAYMENT.<STATUS>} event). Stored by name in
 * {@code money_transaction.status}.
 *
 * <p>CREATED and REFUNDED are the contract's and may be asked for in a list's filter, but no transaction of
 * this platform reaches them: a quote's transaction starts PENDING and a refund ends REFUND_COMPLETED.
 * PENDING_AUTHORIZATION is an outgoing payment of a customer who lives where strong customer authentication
 * applies, waiting on the challenge of its quote.
 * Which status may follow which is {@link TransactionStates}' table.
 */
public enum TransactionStatus {
    CREATED,
    PENDING,
    PENDING_AUTHORIZATION,
    PROCESSING,
    COMPLETED,
    REJECTED,
    FAILED,
    REFUNDED,
    EXPIRED,
    REFUND_PENDING,
    REFUND_COMPLETED,
    REFUND_FAILED
}
