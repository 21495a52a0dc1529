package net.ccpay.quote.payments.domain;

import java.util.List;

/**
 * A transaction's state machine: which {@link Transition} may happen from which status, given where its
 * money is ({@link Holding}) and what kind of payment it is ({@link Kind}). A transition is allowed when a
 * row of {@link #TABLE} matches; anything else is refused with {@link IllegalTransition}.
 * {@link MoneyTransaction} checks it before every change of its status or of its money.
 *
 * <p>Terminal: EXPIRED, REJECTED, REFUND_COMPLETED and REFUND_FAILED (no row leaves them), a FAILED
 * transaction with nothing in flight, and a COMPLETED one whose money was not paid out of the platform (an
 * incoming payment, a payment into an internal account). A paid-out COMPLETED payment may still come back
 * (RETURN), and a FAILED one with money in flight is refunded.
 */
public final class TransactionStates {

    /** Where a transaction's money is. */
    public enum Holding {
        /** Nothing taken, or all of it back (an incoming payment is credited without passing through flight). */
        NONE,
        /** Taken from the source into the in-flight account, not delivered. */
        IN_FLIGHT,
        /** Delivered to the destination. */
        DELIVERED
    }

    /** The transactions a row of the table applies to. */
    public enum Kind {
        ANY,
        OUTGOING,
        /** Outgoing, its money taken when it is executed: from an internal account, or pulled from an external one. */
        FUNDED_AT_EXECUTE,
        /** Outgoing, its money sent by the payer to the quote's payment instructions. */
        REALTIME_FUNDED,
        /** Outgoing, its money pulled from an external account. */
        PULL,
        /** Outgoing, delivered out of the platform (an external account, a UMA receiver). */
        PAID_OUT,
        INCOMING;

        boolean covers(MoneyTransaction tx) {
            boolean outgoing = tx.type() == MoneyTransaction.Type.OUTGOING;
            return switch (this) {
                case ANY -> true;
                case OUTGOING -> outgoing;
                case FUNDED_AT_EXECUTE -> outgoing && (tx.funding() == MoneyTransaction.Funding.INTERNAL || tx.funding() == MoneyTransaction.Funding.PULL);
                case REALTIME_FUNDED -> outgoing && tx.funding() == MoneyTransaction.Funding.REALTIME;
                case PULL -> outgoing && tx.funding() == MoneyTransaction.Funding.PULL;
                case PAID_OUT -> outgoing && tx.destinationKind() != MoneyTransaction.DestinationKind.INTERNAL;
                case INCOMING -> !outgoing;
            };
        }
    }

    /** {@code transition} may happen from {@code from} while the money is {@code holding}, to transactions of {@code kind}. */
    public record Rule(Transition transition, TransactionStatus from, Holding holding, Kind kind) {}

    private static Rule rule(Transition transition, TransactionStatus from, Holding holding, Kind kind) {
        return new Rule(transition, from, holding, kind);
    }

    public static final List<Rule> TABLE = List.of(
            //    transition               from                              money              kind
            rule(Transition.ANNOUNCE,      TransactionStatus.PENDING,        Holding.NONE,      Kind.ANY),
            rule(Transition.RECEIVE_FUNDS, TransactionStatus.PENDING,        Holding.NONE,      Kind.REALTIME_FUNDED),
            rule(Transition.FUND,          TransactionStatus.PENDING,        Holding.NONE,      Kind.FUNDED_AT_EXECUTE),
            rule(Transition.FUND,          TransactionStatus.PENDING,        Holding.IN_FLIGHT, Kind.REALTIME_FUNDED),
            rule(Transition.PROCESS,       TransactionStatus.PENDING,        Holding.NONE,      Kind.PULL),
            // strong customer authentication: nothing is taken while the payment waits on it; the authorization
            // continues the script where it stood (funding, a pull, or a failure at once), or, for a realtime-funded
            // quote, gives the payment instructions; a new challenge after a spent one waits again
            rule(Transition.AWAIT_AUTHORIZATION, TransactionStatus.PENDING,  Holding.NONE,      Kind.OUTGOING),
            rule(Transition.AWAIT_AUTHORIZATION, TransactionStatus.PENDING_AUTHORIZATION, Holding.NONE, Kind.OUTGOING),
            rule(Transition.AUTHORIZE,     TransactionStatus.PENDING_AUTHORIZATION, Holding.NONE, Kind.REALTIME_FUNDED),
            rule(Transition.FUND,          TransactionStatus.PENDING_AUTHORIZATION, Holding.NONE, Kind.FUNDED_AT_EXECUTE),
            rule(Transition.PROCESS,       TransactionStatus.PENDING_AUTHORIZATION, Holding.NONE, Kind.PULL),
            // the challenge lapsed unanswered (SCA_NOT_COMPLETED), or a script that fails at once after the authorization
            rule(Transition.FAIL,          TransactionStatus.PENDING_AUTHORIZATION, Holding.NONE, Kind.OUTGOING),
            rule(Transition.SETTLE,        TransactionStatus.PROCESSING,     Holding.IN_FLIGHT, Kind.OUTGOING),
            rule(Transition.RETURN,        TransactionStatus.COMPLETED,      Holding.DELIVERED, Kind.PAID_OUT),
            // failing at once: a transfer's 002 and 003, an agent's payment that was not executed, an incoming compliance failure
            rule(Transition.FAIL,          TransactionStatus.PENDING,        Holding.NONE,      Kind.ANY),
            // realtime funds of another amount than quoted
            rule(Transition.FAIL,          TransactionStatus.PENDING,        Holding.IN_FLIGHT, Kind.REALTIME_FUNDED),
            // a pull the bank refused: nothing was taken
            rule(Transition.FAIL,          TransactionStatus.PROCESSING,     Holding.NONE,      Kind.PULL),
            rule(Transition.FAIL,          TransactionStatus.PROCESSING,     Holding.IN_FLIGHT, Kind.OUTGOING),
            // a cancellation (user's or the platform's) of a payment not yet delivered
            rule(Transition.START_REFUND,  TransactionStatus.PROCESSING,     Holding.IN_FLIGHT, Kind.OUTGOING),
            rule(Transition.START_REFUND,  TransactionStatus.FAILED,         Holding.IN_FLIGHT, Kind.OUTGOING),
            rule(Transition.REFUND,        TransactionStatus.REFUND_PENDING, Holding.IN_FLIGHT, Kind.OUTGOING),
            rule(Transition.REFUND_FAIL,   TransactionStatus.REFUND_PENDING, Holding.IN_FLIGHT, Kind.OUTGOING),
            rule(Transition.CREDIT,        TransactionStatus.PENDING,        Holding.NONE,      Kind.INCOMING),
            rule(Transition.REJECT,        TransactionStatus.PENDING,        Holding.NONE,      Kind.INCOMING),
            rule(Transition.EXPIRE,        TransactionStatus.PENDING,        Holding.NONE,      Kind.OUTGOING));

    private TransactionStates() {}

    /** Whether the table allows {@code transition} for the transaction as it stands. */
    public static boolean allows(MoneyTransaction tx, Transition transition) {
        Holding holding = tx.holding();
        for (Rule r : TABLE) {
            if (r.transition() == transition && r.from() == tx.status() && r.holding() == holding && r.kind().covers(tx)) {
                return true;
            }
        }
        return false;
    }

    /** Refuses (IllegalTransition) a transition the table does not allow for the transaction as it stands. */
    static void check(MoneyTransaction tx, Transition transition) {
        if (!allows(tx, transition)) {
            throw new IllegalTransition(tx.id(), tx.status(), tx.type() + ", " + tx.funding() + " funding, " + tx.destinationKind()
                    + " destination, " + tx.status() + ", money " + tx.holding(), transition);
        }
    }
}
