package net.ccpay.common.sca;

import java.time.Instant;

/**
 * How a proof submitted for an SCA challenge is judged, the same in every service: a challenge is used
 * once, until its expiry, and refuses every code after {@link #MAX_ATTEMPTS} wrong ones.
 */
public enum ChallengeCheck {
    /** The code is right: the challenge is now used. */
    ACCEPTED,
    /** The code is wrong; attempts remain. */
    WRONG_CODE,
    /** The code is wrong and it was the last attempt: the challenge is now spent. */
    ATTEMPTS_EXHAUSTED,
    /** The challenge's time ran out. */
    EXPIRED,
    /** The challenge was already satisfied, or spent by wrong codes. */
    ALREADY_USED;

    /** Wrong codes a challenge takes before it is spent. */
    public static final int MAX_ATTEMPTS = 5;

    /**
     * Judges {@code code} for a challenge in the given state (attempts = wrong codes so far, usedAt = when it was
     * satisfied or spent, null if open). The caller records the outcome: used on ACCEPTED and ATTEMPTS_EXHAUSTED,
     * one more attempt on WRONG_CODE.
     */
    public static ChallengeCheck judge(String salt, String digest, int attempts, Instant expiresAt, Instant usedAt, Instant now,
                                       String code) {
        if (usedAt != null || attempts >= MAX_ATTEMPTS) {
            return ALREADY_USED;
        }
        if (!now.isBefore(expiresAt)) {
            return EXPIRED;
        }
        if (OneTimeCodes.matches(salt, digest, code)) {
            return ACCEPTED;
        }
        return attempts + 1 >= MAX_ATTEMPTS ? ATTEMPTS_EXHAUSTED : WRONG_CODE;
    }
}
