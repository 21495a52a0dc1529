package net.ccpay.auth.agents.domain;

/** Whether a customer exists, as the service that owns customers says it now. */
public interface CustomerDirectory {

    /** True for a live customer; false for an unknown or deleted one. Fails with a 503 when the owner cannot answer. */
    boolean exists(String customerId);
}
