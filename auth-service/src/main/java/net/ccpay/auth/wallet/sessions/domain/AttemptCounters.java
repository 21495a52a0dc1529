package net.ccpay.auth.wallet.sessions.domain;

import java.time.Instant;
import java.util.Optional;

/**
 * The counts behind the wallet logins' limits, shared by every copy of the service: attempts per
 * credential and action in a fixed window, and wrong OTP codes per credential with its lockout.
 */
public interface AttemptCounters {

    /** When the credential's OTP lockout ends, if it is locked at {@code now}. */
    Optional<Instant> lockedUntil(String credentialId, Instant now);

    /**
     * Counts one attempt in the window starting at {@code window} (an attempt of an older window restarts the
     * count) and answers the attempts of that window so far, this one included.
     */
    int countAttempt(String credentialId, String action, Instant window);

    /** Counts one more wrong OTP code and answers the wrong codes since the last right one or lockout. */
    int addOtpFailure(String credentialId);

    /** Locks the credential until {@code until}; its count of wrong codes starts again. */
    void lockOtp(String credentialId, Instant until);

    /** A right code: the wrong ones before it no longer count. */
    void clearOtpFailures(String credentialId);
}
