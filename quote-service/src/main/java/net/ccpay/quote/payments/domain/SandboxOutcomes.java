package net.ccpay.quote.payments.domain;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The brief's sandbox payment tables as scripts: the statuses a transaction goes through, what money
 * moves at each, and the nominal delay before each step (scaled by the sandbox delay setting).
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

    /** Money a step moves. FUND takes the money into flight, SETTLE delivers it, UNSETTLE brings it back, REFUND returns it. */
    public enum Action { NONE, FUND, SETTLE, UNSETTLE, REFUND, CREDIT }

    /** Nominal delays in seconds, before the sandbox delay scale. */
    public static final double STEP = 2, TRANSFER_PENDING = 30, SLOW_QUOTE = 360, RETURN = 10, LONG_PENDING = 3600;

    public record Step(TransactionStatus status, Action action, String failureReason, String refundStatus, String refundReason, double delaySeconds) {
        static Step of(TransactionStatus status, Action action, double delay) {
            return new Step(status, action, null, null, null, delay);
        }

        static Step failed(String reason, Action action, double delay) {
            return new Step(TransactionStatus.FAILED, action, reason, null, null, delay);
        }

        static Step refundPending(String reason, double delay) {
            return new Step(TransactionStatus.REFUND_PENDING, Action.NONE, null, "PENDING", reason, delay);
        }

        static Step refunded(double delay) {
            return new Step(TransactionStatus.REFUND_COMPLETED, Action.REFUND, null, "COMPLETED", null, delay);
        }

        static Step refundFailed(double delay) {
            return new Step(TransactionStatus.REFUND_FAILED, Action.NONE, null, "FAILED", null, delay);
        }
    }

    private static final Step PENDING = Step.of(TransactionStatus.PENDING, Action.NONE, 0);
    private static final Step PROCESSING = Step.of(TransactionStatus.PROCESSING, Action.FUND, 0);
    private static final Step PROCESSING_UNFUNDED = Step.of(TransactionStatus.PROCESSING, Action.NONE, 0);

    private static List<Step> failedThenRefunded(String reason, double delay) {
        return List.of(PENDING, PROCESSING, Step.failed(reason, Action.NONE, delay),
                Step.refundPending("TRANSACTION_FAILED", 0), Step.refunded(STEP));
    }

    private static final Map<String, List<Step>> SCRIPTS = Map.ofEntries(
            Map.entry("SUCCESS", List.of(PENDING, PROCESSING, Step.of(TransactionStatus.COMPLETED, Action.SETTLE, STEP))),
            Map.entry("QUOTE_002", failedThenRefunded("QUOTE_EXECUTION_FAILED", STEP)),
            Map.entry("QUOTE_003", List.of(PENDING, PROCESSING, Step.of(TransactionStatus.COMPLETED, Action.SETTLE, SLOW_QUOTE))),
            Map.entry("QUOTE_004", failedThenRefunded("COUNTERPARTY_POST_TX_FAILED", STEP)),
            Map.entry("QUOTE_005", List.of(PENDING, PROCESSING, Step.of(TransactionStatus.COMPLETED, Action.SETTLE, STEP),
                    Step.failed("PAYOUT_RETURNED", Action.UNSETTLE, RETURN), Step.refundPending("TRANSACTION_FAILED", 0), Step.refunded(STEP))),
            Map.entry("QUOTE_006", List.of(PENDING, PROCESSING, Step.refundPending("USER_CANCELLATION", STEP), Step.refunded(STEP))),
            Map.entry("QUOTE_007", List.of(PENDING, PROCESSING, Step.failed("QUOTE_EXECUTION_FAILED", Action.NONE, STEP),
                    Step.refundPending("TRANSACTION_FAILED", 0), Step.refundFailed(STEP))),
            Map.entry("TRANSFER_002", List.of(Step.failed("QUOTE_EXECUTION_FAILED", Action.NONE, 0))),
            Map.entry("TRANSFER_003", List.of(Step.failed("ACCOUNT_INVALID", Action.NONE, 0))),
            Map.entry("PAYOUT_004", failedThenRefunded("ACCOUNT_CANNOT_RECEIVE", STEP)),
            Map.entry("PAYOUT_005", failedThenRefunded("ACCOUNT_CANNOT_RECEIVE", TRANSFER_PENDING)),
            Map.entry("PULL_004", List.of(PENDING, PROCESSING_UNFUNDED, Step.failed("ACCOUNT_CANNOT_RECEIVE", Action.NONE, STEP))),
            Map.entry("PULL_005", List.of(PENDING, PROCESSING_UNFUNDED, Step.failed("ACCOUNT_CANNOT_RECEIVE", Action.NONE, TRANSFER_PENDING))),
            Map.entry("UMA_LONG", List.of(PENDING, PROCESSING, Step.of(TransactionStatus.COMPLETED, Action.SETTLE, LONG_PENDING))),
            Map.entry("UMA_COMPLIANCE", failedThenRefunded("COMPLIANCE_REJECTED", STEP)),
            // a realtime-funded quote whose funds did not match: refunded to the sender
            Map.entry("FUNDING_MISMATCH", List.of(PENDING, Step.failed("FUNDING_AMOUNT_MISMATCH", Action.NONE, 0),
                    Step.refundPending("TRANSACTION_FAILED", STEP), Step.refunded(STEP))),
            // a platform's cancellation of a payment in flight (continues from PROCESSING)
            Map.entry("CANCELLED", List.of(Step.refundPending("USER_CANCELLATION", 0), Step.refunded(STEP))),
            Map.entry("INCOMING_SUCCESS", List.of(PENDING, Step.of(TransactionStatus.COMPLETED, Action.CREDIT, STEP))),
            Map.entry("INCOMING_LONG", List.of(PENDING, Step.of(TransactionStatus.COMPLETED, Action.CREDIT, LONG_PENDING))),
            Map.entry("INCOMING_COMPLIANCE", List.of(Step.failed("COMPLIANCE_REJECTED", Action.NONE, 0))),
            // an incoming payment decided by the platform (approve / reject)
            Map.entry("INCOMING_APPROVED", List.of(Step.of(TransactionStatus.COMPLETED, Action.CREDIT, 0))),
            Map.entry("INCOMING_REJECTED", List.of(Step.of(TransactionStatus.REJECTED, Action.NONE, 0))),
            // an agent's payment the platform rejected, or that could not run when approved: nothing moved
            Map.entry("NOT_EXECUTED", List.of(Step.failed("QUOTE_EXECUTION_FAILED", Action.NONE, 0))));

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

    /** Whether a step's status ends the transaction's story (nothing is scheduled after it). */
    public static boolean isFinal(String script, int stepsDone) {
        return stepsDone >= script(script).size();
    }
}
