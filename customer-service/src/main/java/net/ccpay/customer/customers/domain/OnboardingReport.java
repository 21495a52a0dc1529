package net.ccpay.customer.customers.domain;

import java.time.Instant;
import java.util.List;

/**
 * The operators' overview of onboarding: live customers per type and verification status (KYC for individuals, KYB
 * for businesses), and the oldest customers waiting on the platform (status PENDING: in manual review). Read-only; the query lives in infrastructure.
 *
 * <p>Both read {@code customer_verification} (kyc_status, kyb_status, deleted_at, created_at, id): the counts are a
 * GROUP BY over that index alone (no row is read, so no profile; it grows with customers but stays an index scan of a
 * few dozen bytes an entry), the waiting ones an ordered range of it with a limit.
 */
public interface OnboardingReport {

    /** The status the platform must act on (manual review). */
    String WAITING = "PENDING";

    record StatusCount(String customerType, String status, long count) {}

    record Waiting(String id, String platformCustomerId, String customerType, String name, String email, String status, Instant createdAt) {}

    record Overview(List<StatusCount> statuses, long waitingCount, List<Waiting> waiting) {}

    Overview now(int limit);
}
