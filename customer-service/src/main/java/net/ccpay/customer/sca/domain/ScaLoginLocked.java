package net.ccpay.customer.sca.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/** The customer's login is locked after too many failed attempts, or suspended (423 ACCOUNT_LOCKED). */
public class ScaLoginLocked extends DomainException {
    public ScaLoginLocked(boolean suspended, Instant lockedUntil, int failedAttempts) {
        super(Kind.LOCKED, ErrorCode.ACCOUNT_LOCKED, suspended
                ? "The customer's login is suspended after too many failed attempts; a password reset clears it"
                : "The customer's login is locked after too many failed attempts until " + lockedUntil, details(suspended, lockedUntil, failedAttempts));
    }

    private static Map<String, Object> details(boolean suspended, Instant lockedUntil, int failedAttempts) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("suspended", suspended);
        if (lockedUntil != null) {
            d.put("lockedUntil", lockedUntil.toString());
        }
        d.put("failedAttempts", failedAttempts);
        return d;
    }
}
