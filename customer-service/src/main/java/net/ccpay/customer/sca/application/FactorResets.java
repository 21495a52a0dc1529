package net.ccpay.customer.sca.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.time.PlatformClock;
import net.ccpay.customer.sca.domain.FactorReset;
import net.ccpay.customer.sca.domain.FactorResetRepository;
import net.ccpay.customer.sca.domain.ScaProofRejected;
import net.ccpay.customer.sca.domain.ScaReferenceNotFound;
import net.ccpay.customer.sca.domain.ScaResetLimitReached;
import net.ccpay.customer.sca.domain.TotpFactor;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Resetting a lost factor through a liveness check: start (at most 5 per customer in 24 hours), poll, complete.
 * The sandbox simulates the liveness check as passed at once (LIVENESS_PASSED from the start); completing a
 * TOTP reset removes the authenticator app factor so the customer can enroll a new one.
 */
@ApplicationScoped
public class FactorResets {

    public record Started(FactorReset reset, String livenessAccessToken, String verificationLink) {}

    /** A reset's status with the enrollment status of the replacement factor (null for SMS_OTP). */
    public record Status(FactorReset reset, FactorReset.Status status, String enrollmentStatus) {}

    static final int MAX_PER_DAY = 5;
    static final Duration WINDOW = Duration.ofHours(1);

    @Inject
    FactorResetRepository resets;

    @Inject
    PlatformSettings settings;

    @Inject
    PlatformClock clock;

    @Inject
    ScaCustomers customers;

    @Inject
    ScaFactors factors;

    @Transactional
    public Started start(String customerId, String factor) {
        String id = customers.require(customerId);
        Instant now = now();
        if ("TOTP".equals(factor) && factors.activeTotp(id).isEmpty()) {
            throw InvalidFields.of("factor", "TOTP is not enrolled for this customer, so there is nothing to reset");
        }
        if ("PASSKEY".equals(factor)) {
            throw InvalidFields.of("factor", "PASSKEY is not enrolled for this customer, so there is nothing to reset");
        }
        List<FactorReset> recent = resets.createdSince(id, now.minus(Duration.ofDays(1)));
        if (recent.size() >= MAX_PER_DAY) {
            throw new ScaResetLimitReached((int) Math.max(1, Duration.between(now, recent.get(0).createdAt().plus(Duration.ofDays(1))).toSeconds()));
        }
        FactorReset r = new FactorReset(Ids.newId("ScaReset"), id, factor, settings.isSandbox() ? FactorReset.Status.LIVENESS_PASSED : FactorReset.Status.INITIATED, now,
                now.plus(WINDOW));
        resets.add(r);
        String token = "liveness_" + UUID.randomUUID().toString().replace("-", "");
        return new Started(r, token, "https://sandbox.liveness.ccpay.example/verify/" + r.id());
    }

    @Transactional
    public Status status(String customerId, String resetId) {
        FactorReset r = find(customers.require(customerId), resetId);
        return status(r);
    }

    /** Completes a reset whose liveness check passed; {@code mobileGiven}: an SMS_OTP reset names the new number. */
    @Transactional
    public void complete(String customerId, String resetId, boolean mobileGiven) {
        FactorReset r = find(customers.require(customerId), resetId);
        Instant now = now();
        FactorReset.Status status = r.status(now);
        if (status != FactorReset.Status.LIVENESS_PASSED) {
            throw new ScaProofRejected("RESET_NOT_READY", "The reset cannot be completed: it is " + status + " (it must be LIVENESS_PASSED)");
        }
        if ("SMS_OTP".equals(r.factor()) && !mobileGiven) {
            throw InvalidFields.of("mobile", "is required to complete an SMS_OTP reset");
        }
        if ("TOTP".equals(r.factor())) {
            factors.removeTotp(r.customerId());
        }
        r.complete(now);
    }

    private Status status(FactorReset r) {
        String enrollment = null;
        if (!"SMS_OTP".equals(r.factor())) {
            Optional<TotpFactor> active = factors.activeTotp(r.customerId());
            boolean reenrolled = r.completedAt() != null && active.isPresent() && active.get().enrolledAt() != null
                    && !active.get().enrolledAt().isBefore(r.completedAt());
            enrollment = reenrolled ? "COMPLETED" : "PENDING";
        }
        return new Status(r, r.status(now()), enrollment);
    }

    private FactorReset find(String customerId, String resetId) {
        FactorReset r = resetId == null ? null : resets.find(resetId).orElse(null);
        if (r == null || !r.customerId().equals(customerId)) {
            throw new ScaReferenceNotFound("Reset", resetId);
        }
        return r;
    }

    private Instant now() {
        return clock.now().truncatedTo(ChronoUnit.MICROS);
    }
}
