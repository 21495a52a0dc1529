package net.ccpay.customer.owners.domain;

import net.ccpay.common.customers.KycStatus;
import net.ccpay.customer.customers.domain.Suffix;

import java.util.Map;

/**
 * The brief's sandbox table for beneficial owners: when their business resolves terminally
 * (KYB APPROVED or REJECTED by registration suffix), each owner's {@code kycStatus} is set by the
 * last three characters of {@code personalInfo.lastName}.
 *
 * <pre>
 * suffix 001 → PENDING
 * suffix 002 → REJECTED
 * other      → APPROVED
 * </pre>
 *
 * Until then an owner is UNVERIFIED.
 */
public final class BeneficialOwnerSandboxRules {

    public static final KycStatus STATUS_AT_CREATION = KycStatus.UNVERIFIED;

    private static final Map<String, KycStatus> BY_SUFFIX = Map.of(
            "001", KycStatus.PENDING,
            "002", KycStatus.REJECTED);
    private static final KycStatus OTHERWISE = KycStatus.APPROVED;

    private BeneficialOwnerSandboxRules() {}

    public static KycStatus statusWhenBusinessResolves(String lastName) {
        return BY_SUFFIX.getOrDefault(Suffix.of(lastName), OTHERWISE);
    }
}
