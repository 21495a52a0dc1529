package net.ccpay.webhook.delivery.domain;

/**
 * Where a webhook's delivery stands. PENDING waits for its next attempt (also while no endpoint is
 * configured: it goes out once one is set); the others are final until an operator redelivers.
 */
public enum DeliveryState {
    /** Due at next_attempt_at (first attempt or a retry). */
    PENDING,
    /** The receiver answered 2xx. */
    DELIVERED,
    /** The receiver answered 409: it has it already. */
    DUPLICATE,
    /** The receiver answered something that asks for no retry (a 4xx other than 408/409/429), or the type is never retried. */
    FAILED,
    /** Retries exhausted the schedule. */
    GAVE_UP
}
