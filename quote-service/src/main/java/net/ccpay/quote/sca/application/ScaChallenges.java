package net.ccpay.quote.sca.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.db.AfterCommit;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.sca.ChallengeCheck;
import net.ccpay.common.sca.OneTimeCodes;
import net.ccpay.common.time.PlatformClock;
import net.ccpay.quote.sca.domain.ScaAttemptsExhausted;
import net.ccpay.quote.sca.domain.ScaChallenge;
import net.ccpay.quote.sca.domain.ScaChallengeRepository;
import net.ccpay.quote.sca.domain.ScaCodes;
import net.ccpay.quote.sca.domain.ScaProofRejected;
import net.ccpay.quote.sca.domain.ScaResendTooSoon;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * The SCA challenges of quote-service's subjects ({@code quote:<id>}, {@code trust:<accountId>},
 * {@code untrust:<accountId>}): issued with a fresh code (the contract's 123456 in sandbox mode, six random
 * digits otherwise, sent by SMS to the customer's verified phone), checked once, re-sent at most every
 * {@code platform.sca.resend-interval-seconds}. Times come from the platform clock, so a sandbox test can let
 * a challenge expire.
 */
@ApplicationScoped
public class ScaChallenges {

    @Inject
    ScaChallengeRepository repository;

    @Inject
    PlatformSettings settings;

    @Inject
    PlatformClock clock;

    @Inject
    ScaCodes codes;

    @Inject
    AfterCommit afterCommit;

    @Inject
    @ConfigProperty(name = "platform.sca.challenge-ttl-seconds", defaultValue = "300")
    long ttlSeconds;

    @Inject
    @ConfigProperty(name = "platform.sca.resend-interval-seconds", defaultValue = "30")
    long resendIntervalSeconds;

    /** At most this many sends (the first and the re-sends) of one challenge. */
    static final int MAX_SENDS = 5;

    /** A new challenge for {@code subject}; any open one of the same subject is closed first. */
    @Transactional(Transactional.TxType.MANDATORY)
    public ScaChallenge issue(String subject, String customerId) {
        return issue(subject, customerId, null);
    }

    /**
     * A new challenge for {@code subject} that expires after the challenge time-to-live, or at {@code notAfter} if that
     * comes first (a quote's challenge never outlives the quote's price).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public ScaChallenge issue(String subject, String customerId, Instant notAfter) {
        requireDeliverable(customerId);
        Instant now = now();
        Instant expires = now.plusSeconds(ttlSeconds);
        if (notAfter != null && notAfter.isBefore(expires)) {
            expires = notAfter;
        }
        String salt = OneTimeCodes.newSalt();
        String code = OneTimeCodes.newCode(settings.isSandbox());
        ScaChallenge c = new ScaChallenge(Ids.newId("ScaChallenge"), subject, customerId, salt, OneTimeCodes.digest(salt, code), now, expires);
        repository.add(c);
        sendAfterCommit(c, code);
        return c;
    }

    /** The latest challenge of a subject, satisfied or not. */
    @Transactional
    public Optional<ScaChallenge> latest(String subject) {
        return repository.latest(subject);
    }

    /**
     * Checks a code against a challenge in a transaction of its own, so a wrong attempt counts even though the
     * caller then refuses the request; throws for every outcome but ACCEPTED. {@code rateLimitSpent}: the last
     * wrong code answers 429 (quote authorization) rather than 400.
     */
    @Transactional(value = Transactional.TxType.REQUIRES_NEW, dontRollbackOn = {ScaProofRejected.class, ScaAttemptsExhausted.class})
    public void satisfy(String challengeId, String code, boolean rateLimitSpent) {
        ScaChallenge c = repository.findForUpdate(challengeId).orElseThrow();
        ChallengeCheck result = c.check(code, now());
        if (result == ChallengeCheck.ACCEPTED) {
            return;
        }
        if (result == ChallengeCheck.ATTEMPTS_EXHAUSTED && rateLimitSpent) {
            throw new ScaAttemptsExhausted(challengeId, (int) Math.max(1, Duration.between(now(), c.expiresAt()).toSeconds()));
        }
        throw new ScaProofRejected(challengeId, result);
    }

    /** Sends the open challenge's code again (a new code outside sandbox); its expiry is not extended. */
    @Transactional
    public void resend(String challengeId) {
        ScaChallenge c = repository.findForUpdate(challengeId).orElseThrow();
        Instant now = now();
        Instant next = c.lastSentAt().plusSeconds(resendIntervalSeconds);
        if (now.isBefore(next) || c.sends() >= MAX_SENDS) {
            long wait = c.sends() >= MAX_SENDS ? Duration.between(now, c.expiresAt()).toSeconds() : Duration.between(now, next).toSeconds();
            throw new ScaResendTooSoon(challengeId, (int) Math.max(1, wait));
        }
        requireDeliverable(c.customerId());
        String salt = OneTimeCodes.newSalt();
        String code = OneTimeCodes.newCode(settings.isSandbox());
        c.resent(salt, OneTimeCodes.digest(salt, code), now);
        sendAfterCommit(c, code);
    }

    /**
     * Outside sandbox mode, a code must have somewhere to go before a challenge is written or sent again: a customer
     * without a phone number is a 409 ({@link net.ccpay.quote.sca.domain.ScaPhoneMissing}), SMS that cannot go a 503.
     * The check runs outside the caller's transaction ({@link ScaCodes}' adapter is a remote call).
     */
    private void requireDeliverable(String customerId) {
        if (!settings.isSandbox()) {
            codes.requireDeliverable(customerId);
        }
    }

    /**
     * Outside sandbox mode, the code goes by SMS once the challenge is committed (customer-service sends it to the
     * customer's phone). A code that could not be sent is logged, without the code, and the customer asks for it
     * again ({@code /authorize/resend}, or a new trust or untrust request); in sandbox mode the code is 123456.
     */
    private void sendAfterCommit(ScaChallenge c, String code) {
        if (!settings.isSandbox()) {
            afterCommit.submit("Sending the code of SCA challenge " + c.id(), () -> codes.send(c.customerId(), code));
        }
    }

    public Instant now() {
        return clock.now().truncatedTo(ChronoUnit.MICROS);
    }
}
