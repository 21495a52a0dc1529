package net.ccpay.quote.payments.domain;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The brief's sandbox payment tables as scripts: the transitions a transaction goes through, each leading
 * to a status, and the nominal delay before each step (scaled by the sandbox delay setting). What money a
 * transition moves is the transaction's to say ({@link MoneyTransaction}, {@link Movement}).
 *
 * <pre>
 * Quote destination (external account suffix, after execute):
 *   other  PENDING, PROCESSING, COMPLETED
 *   002    PENDING, PROCESSING, FAILED (QUOTE_EXECUTION_FAILED), REFUND_PENDING, REFUND_COMPLETED
 *   003    PENDING, PROCESSING, … about 6 minutes …, COMPLETED
 *   004    PENDING, PROCESSING, FAILED (COUNTERPARTY_POST_TX_FAILED), REFUND_PENDING, REFUND_COMPLETED
 *   005    PENDING, PROCESSING, COMPLETED, FAILED (PAYOUT_RETURNED), REFUND_PENDING, REFUND_COMPLETED
 *   006    PENDING, PROCESSING, REFUND_PENDING (USER_CANCELLATION), REFUND_COMPLETED
 *   007    PENDING, PROCESSING, FAILED (QUOTE_EXECUTION_FAILED), REFUND_PENDING, REFUND_FAILED
 * Transfers (pull source, payout destination):
 *   002    FAILED at once (QUOTE_EXECUTION_FAILED: insufficient funds at the counterparty)
 *   003    FAILED at once (ACCOUNT_INVALID: closed or invalid)
 *   004    PENDING, PROCESSING, FAILED (ACCOUNT_CANNOT_RECEIVE: the bank rejects) [+ refund of a debited account]
 *   005    PENDING, PROCESSING, … about 30 seconds …, FAILED [+ refund]
 *   other  PENDING, PROCESSING, COMPLETED
 * UMA destinations: $success.* complete, $pending.long.usd completes after a long wait,
 *   $fail.compliance.usd fails (COMPLIANCE_REJECTED) and is refunded.
 * Incoming UMA payments: PENDING, COMPLETED (credit); long pending; compliance failure at once.
 * </pre>
 */
public final class SandboxOutcomes {

    /** Nominal delays in seconds, before the sandbox delay scale. */
    public static final double STEP = 2, TRANSFER_PENDING = 30, SLOW_QUOTE = 360, RETURN = 10, LONG_PENDING = 3600;

    /**
     * One step: a transition of the transaction ({@link MoneyTransaction} checks it against
     * {@link TransactionStates}' table and says what money moves), the failure reason of a FAIL or RETURN or
     * the refund reason of a START_REFUND, and the nominal delay before it.
     */
    public record Step(Transition transition, String reason, double delaySeconds) {
        /** The status the step leads to. */
        public TransactionStatus status() {
            return transition.to();
        }

        public String failureReason() {
            return transition == Transition.FAIL || transition == Transition.RETURN ? reason : null;
        }

        public String refundReason() {
            return transition == Transition.START_REFUND ? reason : null;
        }

        static Step of(Transition transition, double delay) {
            return new Step(transition, null, delay);
        }

        static Step failed(String reason, double delay) {
            return new Step(Transition.FAIL, reason, delay);
        }

        static Step returned(String reason, double delay) {
            return new Step(Transition.RETURN, reason, delay);
        }

        static Step refundPending(String reason, double delay) {
            return new Step(Transition.START_REFUND, reason, delay);
        }
    }

    private static final Step PENDING = Step.of(Transition.ANNOUNCE, 0);
    private static final Step PROCESSING = Step.of(Transition.FUND, 0);
    private static final Step PROCESSING_UNFUNDED = Step.of(Transition.PROCESS, 0);

    private static Step completed(double delay) {
        return Step.of(Transition.SETTLE, delay);
    }

    private static Step refunded(double delay) {
        return Step.of(Transition.REFUND, delay);
    }

    private static List<Step> failedThenRefunded(String reason, double delay) {
        return List.of(PENDING, PROCESSING, Step.failed(reason, delay), Step.refundPending("TRANSACTION_FAILED", 0), refunded(STEP));
    }

    private static final Map<String, List<Step>> SCRIPTS = Map.ofEntries(
            Map.entry("SUCCESS", List.of(PENDING, PROCESSING, completed(STEP))),
            Map.entry("QUOTE_002", failedThenRefunded("QUOTE_EXECUTION_FAILED", STEP)),
            Map.entry("QUOTE_003", List.of(PENDING, PROCESSING, completed(SLOW_QUOTE))),
            Map.entry("QUOTE_004", failedThenRefunded("COUNTERPARTY_POST_TX_FAILED", STEP)),
            Map.entry("QUOTE_005", List.of(PENDING, PROCESSING, completed(STEP),
                    Step.returned("PAYOUT_RETURNED", RETURN), Step.refundPending("TRANSACTION_FAILED", 0), refunded(STEP))),
            Map.entry("QUOTE_006", List.of(PENDING, PROCESSING, Step.refundPending("USER_CANCELLATION", STEP), refunded(STEP))),
            Map.entry("QUOTE_007", List.of(PENDING, PROCESSING, Step.failed("QUOTE_EXECUTION_FAILED", STEP),
                    Step.refundPending("TRANSACTION_FAILED", 0), Step.of(Transition.REFUND_FAIL, STEP))),
            Map.entry("TRANSFER_002", List.of(Step.failed("QUOTE_EXECUTION_FAILED", 0))),
            Map.entry("TRANSFER_003", List.of(Step.failed("ACCOUNT_INVALID", 0))),
            Map.entry("PAYOUT_004", failedThenRefunded("ACCOUNT_CANNOT_RECEIVE", STEP)),
            Map.entry("PAYOUT_005", failedThenRefunded("ACCOUNT_CANNOT_RECEIVE", TRANSFER_PENDING)),
            Map.entry("PULL_004", List.of(PENDING, PROCESSING_UNFUNDED, Step.failed("ACCOUNT_CANNOT_RECEIVE", STEP))),
            Map.entry("PULL_005", List.of(PENDING, PROCESSING_UNFUNDED, Step.failed("ACCOUNT_CANNOT_RECEIVE", TRANSFER_PENDING))),
            Map.entry("UMA_LONG", List.of(PENDING, PROCESSING, completed(LONG_PENDING))),
            Map.entry("UMA_COMPLIANCE", failedThenRefunded("COMPLIANCE_REJECTED", STEP)),
            // a realtime-funded quote whose funds did not match: refunded to the sender
            Map.entry("FUNDING_MISMATCH", List.of(PENDING, Step.failed("FUNDING_AMOUNT_MISMATCH", 0),
                    Step.refundPending("TRANSACTION_FAILED", STEP), refunded(STEP))),
            // a platform's cancellation of a payment in flight (continues from PROCESSING)
            Map.entry("CANCELLED", List.of(Step.refundPending("USER_CANCELLATION", 0), refunded(STEP))),
            Map.entry("INCOMING_SUCCESS", List.of(PENDING, Step.of(Transition.CREDIT, STEP))),
            Map.entry("INCOMING_LONG", List.of(PENDING, Step.of(Transition.CREDIT, LONG_PENDING))),
            Map.entry("INCOMING_COMPLIANCE", List.of(Step.failed("COMPLIANCE_REJECTED", 0))),
            // an incoming payment decided by the platform (approve / reject)
            Map.entry("INCOMING_APPROVED", List.of(Step.of(Transition.CREDIT, 0))),
            Map.entry("INCOMING_REJECTED", List.of(Step.of(Transition.REJECT, 0))),
            // an agent's payment the platform rejected, or that could not run when approved: nothing moved
            Map.entry("NOT_EXECUTED", List.of(Step.failed("QUOTE_EXECUTION_FAILED", 0))));

    private SandboxOutcomes() {}

    public static List<Step> script(String name) {
        List<Step> s = SCRIPTS.get(name);
        if (s == null) {
            throw new IllegalArgumentException("no sandbox script " + name);
        }
        return s;
    }

    /** The script for a payout to an external account as the destination of a quote. */
    public static String forQuoteDestination(String suffix) {
        return switch (suffix) {
            case "002", "003", "004", "005", "006", "007" -> "QUOTE_" + suffix;
            default -> "SUCCESS";
        };
    }

    /** The script a transfer suffix selects, if it is not a success: for a pull source or a payout destination. */
    public static Optional<String> forTransfer(String suffix, boolean pull) {
        return Optional.ofNullable(switch (suffix) {
            case "002", "003" -> "TRANSFER_" + suffix;
            case "004", "005" -> (pull ? "PULL_" : "PAYOUT_") + suffix;
            default -> null;
        });
    }

    /** The names of every script. */
    public static Set<String> names() {
        return SCRIPTS.keySet();
    }

    /** Whether a step's status ends the transaction's story (nothing is scheduled after it). */
    public static boolean isFinal(String script, int stepsDone) {
        return stepsDone >= script(script).size();
    }
}
