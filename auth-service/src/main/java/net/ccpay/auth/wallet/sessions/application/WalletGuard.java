package net.ccpay.auth.wallet.sessions.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.auth.wallet.config.WalletSettings;
import net.ccpay.auth.wallet.sessions.domain.AttemptCounters;
import net.ccpay.auth.wallet.sessions.domain.WalletRateLimited;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.LongFunction;

/**
 * Abuse resistance of the wallet logins, per credential and in the database so that every copy of the
 * service counts the same attempts: at most N challenges and M verify attempts per one-minute window
 * (a fixed window: the count restarts at each minute), and after K wrong OTP codes the credential is
 * locked for the lockout time (challenges and verifies then answer 429 too). Counting runs in its own
 * transaction, so an attempt counts whether or not the operation it admits succeeds.
 */
@ApplicationScoped
public class WalletGuard {

    static final Duration WINDOW = Duration.ofMinutes(1);
    static final String CHALLENGE = "CHALLENGE";
    static final String VERIFY = "VERIFY";

    @Inject
    AttemptCounters counters;

    @Inject
    WalletSettings settings;

    /** One more challenge of {@code credentialId}, or 429 while it is locked or over the limit. */
    @Transactional(value = Transactional.TxType.REQUIRES_NEW, dontRollbackOn = WalletRateLimited.class)
    public void admitChallenge(String credentialId) {
        admit(credentialId, CHALLENGE, settings.challengeLimitPerMinute(), WalletRateLimited::challenges);
    }

    /** One more verify attempt of {@code credentialId}, or 429 while it is locked or over the limit. */
    @Transactional(value = Transactional.TxType.REQUIRES_NEW, dontRollbackOn = WalletRateLimited.class)
    public void admitVerify(String credentialId) {
        admit(credentialId, VERIFY, settings.verifyLimitPerMinute(), WalletRateLimited::verifies);
    }

    private void admit(String credentialId, String action, int limit, LongFunction<WalletRateLimited> overLimit) {
        Instant now = SignedRequests.now();
        checkNotLocked(credentialId, now);
        long wait = count(credentialId, action, limit, now);
        if (wait > 0) {
            throw overLimit.apply(wait);
        }
    }

    /**
     * A wrong OTP code, in the transaction of the attempt (which commits on that failure): the failures
     * grow, and at the maximum the credential is locked and its count starts again.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void otpFailed(String credentialId, Instant now) {
        if (counters.addOtpFailure(credentialId) >= settings.otpMaxFailures()) {
            counters.lockOtp(credentialId, now.plus(settings.otpLockout()));
        }
    }

    /** A right OTP code: the wrong ones before it no longer count. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void otpSucceeded(String credentialId) {
        counters.clearOtpFailures(credentialId);
    }

    private void checkNotLocked(String credentialId, Instant now) {
        Optional<Instant> lockedUntil = counters.lockedUntil(credentialId, now);
        if (lockedUntil.isPresent()) {
            throw WalletRateLimited.locked(secondsUntil(now, lockedUntil.get()));
        }
    }

    /**
     * Counts one attempt in the current window (a count per credential and action, restarting when the
     * stored window is an older one) and answers the seconds until the window ends when the attempt is
     * over the limit, else 0.
     */
    private long count(String credentialId, String action, int limit, Instant now) {
        Instant window = windowOf(now);
        int attempts = counters.countAttempt(credentialId, action, window);
        return overLimit(attempts, limit) ? secondsUntil(now, window.plus(WINDOW)) : 0;
    }

    /** The start of the fixed window {@code now} falls in. */
    static Instant windowOf(Instant now) {
        long w = WINDOW.toMillis();
        return Instant.ofEpochMilli(Math.floorDiv(now.toEpochMilli(), w) * w);
    }

    static boolean overLimit(int attempts, int limit) {
        return attempts > limit;
    }

    /** Whole seconds from {@code now} to {@code until}, rounded up, at least 1 (a Retry-After). */
    static long secondsUntil(Instant now, Instant until) {
        long millis = Duration.between(now, until).toMillis();
        return Math.max(1, (millis + 999) / 1000);
    }
}
