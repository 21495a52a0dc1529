package net.ccpay.customer.customers.domain;

import net.ccpay.common.customers.KycStatus;

import java.util.Map;

/**
 * The brief's sandbox KYC table for individuals: the last three characters of {@code fullName}
 * at creation decide the customer's {@code kycStatus}.
 *
 * <pre>
 * suffix 001 → PENDING     (may be submitted for verification)
 * suffix 002 → REJECTED    (a later verification answers 400)
 * suffix 003 → UNVERIFIED  (may be submitted)
 * other      → APPROVED    (a later verification answers 400)
 * </pre>
 */
public final class KycSandboxRules {

    private static final Map<String, KycStatus> BY_SUFFIX = Map.of(
            "001", KycStatus.PENDING,
            "002", KycStatus.REJECTED,
            "003", KycStatus.UNVERIFIED);
    private static final KycStatus OTHERWISE = KycStatus.APPROVED;

    private KycSandboxRules() {}

    public static KycStatus statusAtCreation(String fullName) {
        if (fullName == null || fullName.length() < 3) {
            return OTHERWISE;
        }
        return BY_SUFFIX.getOrDefault(fullName.substring(fullName.length() - 3), OTHERWISE);
    }
}
