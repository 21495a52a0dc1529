package net.ccpay.quote.payments.domain;

/**
 * What can happen to a transaction, each with the status it leads to. Whether it may happen now is
 * {@link TransactionStates}' table; {@link MoneyTransaction} has one method per transition, which checks
 * the table and answers the {@link Movement} the ledger must post, if any.
 */
public enum Transition {
    /** The transaction is announced as PENDING: a quote executed or waiting for its funds, a payment arriving. */
    ANNOUNCE(TransactionStatus.PENDING),
    /** A realtime-funded quote's funds arrive and go into flight; it stays PENDING until it proceeds. */
    RECEIVE_FUNDS(TransactionStatus.PENDING),
    /**
     * The payment waits on its customer's Strong Customer Authentication: a challenge was issued (again, after a
     * spent one). Nothing is taken before it is authorized.
     */
    AWAIT_AUTHORIZATION(TransactionStatus.PENDING_AUTHORIZATION),
    /** A realtime-funded quote was authorized: its payment instructions are given and it waits for its funds. */
    AUTHORIZE(TransactionStatus.PENDING),
    /** The sending amount is taken into flight (already there for realtime funding). */
    FUND(TransactionStatus.PROCESSING),
    /** A pull is under way without money taken: the bank will refuse it. */
    PROCESS(TransactionStatus.PROCESSING),
    /** What is in flight is delivered: paid out, or converted into the internal destination. */
    SETTLE(TransactionStatus.COMPLETED),
    /** The receiving bank sent a payout back: the money is in flight again. */
    RETURN(TransactionStatus.FAILED),
    FAIL(TransactionStatus.FAILED),
    /** The money in flight is to go back to where it came from. */
    START_REFUND(TransactionStatus.REFUND_PENDING),
    /** The money in flight is back where it came from. */
    REFUND(TransactionStatus.REFUND_COMPLETED),
    /** The refund failed: the money stays in flight. */
    REFUND_FAIL(TransactionStatus.REFUND_FAILED),
    /** An incoming payment arrives in its internal account. */
    CREDIT(TransactionStatus.COMPLETED),
    /** The platform refused an incoming payment: nothing is credited. */
    REJECT(TransactionStatus.REJECTED),
    /** A quote that was not executed in time. */
    EXPIRE(TransactionStatus.EXPIRED);

    private final TransactionStatus to;

    Transition(TransactionStatus to) {
        this.to = to;
    }

    /** The status the transaction has after it. */
    public TransactionStatus to() {
        return to;
    }
}
