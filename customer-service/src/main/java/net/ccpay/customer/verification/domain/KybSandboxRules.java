package net.ccpay.customer.verification.domain;

import net.ccpay.customer.customers.domain.Suffix;

import java.util.Map;

/**
 * The brief's sandbox KYB table: businesses are created UNVERIFIED; when verified (POST
 * /verifications), the last three characters of {@code businessInfo.registrationNumber} decide.
 *
 * <pre>
 * suffix 003 → no auto-decision: data, business documents and beneficial owners are checked
 *              (RESOLVE_ERRORS until complete)
 * suffix 001 → same as 003
 * suffix 002 → immediate kybStatus REJECTED, verificationStatus REJECTED (validation skipped)
 * other      → immediate kybStatus APPROVED, verificationStatus APPROVED (validation skipped)
 * </pre>
 */
public final class KybSandboxRules {

    public enum Decision { NO_AUTO_DECISION, REJECTED, APPROVED }

    private static final Map<String, Decision> BY_SUFFIX = Map.of(
            "003", Decision.NO_AUTO_DECISION,
            "001", Decision.NO_AUTO_DECISION,
            "002", Decision.REJECTED);
    private static final Decision OTHERWISE = Decision.APPROVED;

    private KybSandboxRules() {}

    public static Decision decisionFor(String registrationNumber) {
        return BY_SUFFIX.getOrDefault(Suffix.of(registrationNumber), OTHERWISE);
    }
}
