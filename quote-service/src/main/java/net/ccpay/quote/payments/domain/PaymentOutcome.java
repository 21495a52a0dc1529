package net.ccpay.quote.payments.domain;

/**
 * How the operators' overview groups transaction statuses: done, gone wrong (failed, rejected or on its way back),
 * still moving, and quotes whose transaction was never executed in time.
 */
public enum PaymentOutcome {
    COMPLETED,
    FAILED_OR_REFUNDED,
    IN_FLIGHT,
    EXPIRED;

    public static PaymentOutcome of(TransactionStatus status) {
        return switch (status) {
            case COMPLETED -> COMPLETED;
            case FAILED, REJECTED, REFUNDED, REFUND_PENDING, REFUND_COMPLETED, REFUND_FAILED -> FAILED_OR_REFUNDED;
            case CREATED, PENDING, PENDING_AUTHORIZATION, PROCESSING -> IN_FLIGHT;
            case EXPIRED -> EXPIRED;
        };
    }
}
