package net.ccpay.customer.sca.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.sca.ChallengeCheck;
import net.ccpay.common.sca.OneTimeCodes;
import net.ccpay.common.time.PlatformClock;
import net.ccpay.customer.sca.domain.LoginChallenge;
import net.ccpay.customer.sca.domain.LoginChallenges;
import net.ccpay.customer.sca.domain.LoginSecurities;
import net.ccpay.customer.sca.domain.LoginSecurity;
import net.ccpay.customer.sca.domain.ScaLoginLocked;
import net.ccpay.customer.sca.domain.ScaProofRejected;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/**
 * SCA logins and the customer's login-security state. SMS_OTP: the start issues a challenge (a code by SMS to the
 * verified phone; 123456 in sandbox mode), the complete checks it once, before it expires, within the attempt
 * limit. TOTP: the complete checks the authenticator app's code (or a recovery code). A completed login opens
 * the SCA session; every wrong code is a failed login, and failed logins lock the login (see
 * {@link LoginSecurity}); a locked login answers 423.
 */
@ApplicationScoped
public class ScaLogins {

    public record Started(String factor, String challengeId, Instant expiresAt) {}

    public record SecurityState(String eventType, boolean suspended, Instant lockedUntil, int failedAttempts) {}

    @Inject
    LoginChallenges challenges;

    @Inject
    LoginSecurities securities;

    @Inject
    PlatformSettings settings;

    @Inject
    PlatformClock clock;

    @Inject
    ScaCustomers customers;

    @Inject
    ScaFactors factors;

    @Inject
    ScaCodeDelivery codes;

    @Inject
    @ConfigProperty(name = "platform.sca.challenge-ttl-seconds", defaultValue = "300")
    long challengeSeconds;

    @Inject
    @ConfigProperty(name = "platform.sca.session-seconds", defaultValue = "900")
    long sessionSeconds;

    @Transactional
    public Started start(String customerId, String factor) {
        String id = customers.require(customerId);
        Instant now = now();
        switch (factor) {
            case "SMS_OTP" -> {
                String salt = OneTimeCodes.newSalt();
                String code = OneTimeCodes.newCode(settings.isSandbox());
                LoginChallenge c = new LoginChallenge(Ids.newId("ScaChallenge"), id, factor, salt,
                        OneTimeCodes.digest(salt, code), now, now.plusSeconds(challengeSeconds));
                if (!settings.isSandbox()) {
                    codes.sendAfterCommit(id, code);
                }
                challenges.add(c);
                return new Started(factor, c.id(), c.expiresAt());
            }
            case "TOTP" -> {
                if (factors.activeTotp(id).isEmpty()) {
                    throw InvalidFields.of("factor", "TOTP is not enrolled for this customer: enroll it with POST /sca/factors first");
                }
                return new Started(factor, null, null);
            }
            default -> throw InvalidFields.of("factor", "PASSKEY is not enrolled for this customer (this platform enrolls SMS_OTP and TOTP)");
        }
    }

    /** Completes a login; returns when its session ends. Wrong codes are recorded even though the request fails. */
    @Transactional(dontRollbackOn = ScaProofRejected.class)
    public Instant complete(String customerId, String factor, String challengeId, String code) {
        String id = customers.require(customerId);
        requireUnlocked(id);
        Instant now = now();
        if ("SMS_OTP".equals(factor)) {
            if (challengeId == null) {
                throw InvalidFields.of("challengeId", "is required for SMS_OTP: the challengeId of POST /sca/login/start");
            }
            LoginChallenge c = challenges.findForUpdate(challengeId).orElse(null);
            if (c == null || !c.customerId().equals(id) || !"SMS_OTP".equals(c.factor())) {
                throw new ScaProofRejected("UNKNOWN_CHALLENGE", "challengeId is not an SMS_OTP login challenge of this customer");
            }
            ChallengeCheck r = c.check(code, now);
            if (r != ChallengeCheck.ACCEPTED) {
                if (r == ChallengeCheck.WRONG_CODE || r == ChallengeCheck.ATTEMPTS_EXHAUSTED) {
                    failedAttempt(id);
                }
                throw new ScaProofRejected(r.name(), switch (r) {
                    case EXPIRED -> "The login challenge has expired; start a new login";
                    case ALREADY_USED -> "The login challenge was already used; start a new login";
                    case ATTEMPTS_EXHAUSTED -> "The code is wrong and that was the challenge's last attempt; start a new login";
                    default -> "The code is not the challenge's code";
                });
            }
        } else if ("TOTP".equals(factor)) {
            if (factors.activeTotp(id).isEmpty()) {
                throw InvalidFields.of("factor", "TOTP is not enrolled for this customer");
            }
            if (!factors.verifyTotp(id, code)) {
                failedAttempt(id);
                throw new ScaProofRejected("CODE_MISMATCH", "The code is neither the authenticator app's current code nor an unused recovery code");
            }
        } else {
            throw InvalidFields.of("factor", "PASSKEY is not enrolled for this customer");
        }
        Instant until = now.plusSeconds(sessionSeconds);
        security(id).sessionOpened(until);
        return until;
    }

    /** {@code POST /sca/record-event}. */
    @Transactional
    public SecurityState record(String customerId, String eventType) {
        String id = customers.require(customerId);
        LoginSecurity s = security(id);
        Instant now = now();
        if ("FAILED_LOGIN_ATTEMPT".equals(eventType)) {
            s.failed(now);
        } else {
            s.passwordReset();
        }
        return new SecurityState(eventType, s.suspended(), s.lockedUntil(now), s.failedAttempts());
    }

    /**
     * When the customer's SCA login session ends, if one is open now (judged on this service's clock, which stamped
     * it); empty when no login opened one, it expired, or a password reset ended it.
     */
    @Transactional
    public Optional<Instant> openSession(String customerId) {
        Instant now = now();
        return securities.find(customerId).map(LoginSecurity::sessionExpiresAt).filter(now::isBefore);
    }

    /** 423 while the customer's login is locked or suspended (a login's completion refuses it; its start does not). */
    @Transactional(Transactional.TxType.MANDATORY)
    public void requireUnlocked(String customerId) {
        LoginSecurity s = securities.find(customerId).orElse(null);
        Instant now = now();
        if (s != null && s.locked(now)) {
            throw new ScaLoginLocked(s.suspended(), s.lockedUntil(now), s.failedAttempts());
        }
    }

    /** Whether the customer's login is locked or suspended now. */
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean locked(String customerId) {
        return securities.find(customerId).map(s -> s.locked(now())).orElse(false);
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public void failedAttempt(String customerId) {
        security(customerId).failed(now());
    }

    private LoginSecurity security(String customerId) {
        return securities.lockOrCreate(customerId);
    }

    private Instant now() {
        return clock.now().truncatedTo(ChronoUnit.MICROS);
    }
}
