package net.ccpay.customer.customers.domain;

import java.time.Instant;
import java.util.List;

/**
 * The operators' overview of onboarding: live customers per type and verification status (KYC for individuals, KYB
 * for businesses), and the oldest customers waiting on the platform (status PENDING: in manual review). Read-only; the query lives in infrastructure.
 *
 * <p>The counts come from the {@link OnboardingTally}, the waiting ones from an ordered index range with a limit: neither
 * grows with the number of customers.
 */
public interface OnboardingReport {

    /** The status the platform must act on (manual review). */
    String WAITING = "PENDING";

    record StatusCount(String customerType, String status, long count) {}

    record Waiting(String id, String platformCustomerId, String customerType, String name, String email, String status, Instant createdAt) {}

    record Overview(List<StatusCount> statuses, long waitingCount, List<Waiting> waiting) {}

    Overview now(int limit);
}
