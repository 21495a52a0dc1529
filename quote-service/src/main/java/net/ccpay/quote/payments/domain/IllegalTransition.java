package net.ccpay.quote.payments.domain;

/**
 * A transaction was asked for a transition {@link TransactionStates}' table does not allow from where it
 * stands. No request leads here: every use case that changes a transaction for a client checks the
 * transaction first, under its row lock, and refuses with its own named failure (QuoteNotExecutable,
 * TransactionNotCancellable, TransactionNotPendingApproval); the sandbox's scripts only chain allowed
 * transitions (checked for every script by a unit test). Meeting one is therefore a bug, answered as
 * an internal error, and the database transaction that met it is rolled back with nothing moved.
 */
public class IllegalTransition extends IllegalStateException {

    private final String transactionId;
    private final TransactionStatus from;
    private final Transition transition;

    public IllegalTransition(String transactionId, TransactionStatus from, String where, Transition transition) {
        super("transaction " + transactionId + " (" + where + ") cannot " + transition + " to " + transition.to());
        this.transactionId = transactionId;
        this.from = from;
        this.transition = transition;
    }

    public String transactionId() { return transactionId; }
    public TransactionStatus from() { return from; }
    public Transition transition() { return transition; }
}
