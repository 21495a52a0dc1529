package net.ccpay.auth.wallet.sessions.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.auth.wallet.sessions.domain.AttemptCounters;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.Optional;

/** One row per credential and action ({@code wallet_attempt_window}) and per credential ({@code wallet_otp_lockout}). */
@ApplicationScoped
public class JpaAttemptCounters implements AttemptCounters {

    @PersistenceContext
    EntityManager em;

    @Override
    public Optional<Instant> lockedUntil(String credentialId, Instant now) {
        return em.createNativeQuery("SELECT locked_until FROM wallet_otp_lockout WHERE credential_id = ? AND locked_until > ?")
                .setParameter(1, credentialId).setParameter(2, Timestamp.from(now)).getResultList().stream().findFirst()
                .map(SqlValues::instant);
    }

    /**
     * The insert, or an update that restarts the count when the stored window is an older one (MariaDB applies
     * the assignments left to right, so the count compares the old window), then the count read back.
     */
    @Override
    public int countAttempt(String credentialId, String action, Instant window) {
        em.createNativeQuery("INSERT INTO wallet_attempt_window (credential_id, action, window_start, attempts) VALUES (?, ?, ?, 1)"
                        + " ON DUPLICATE KEY UPDATE attempts = IF(window_start = VALUES(window_start), attempts + 1, 1),"
                        + " window_start = VALUES(window_start)")
                .setParameter(1, credentialId).setParameter(2, action).setParameter(3, Timestamp.from(window))
                .executeUpdate();
        Number attempts = (Number) em.createNativeQuery("SELECT attempts FROM wallet_attempt_window WHERE credential_id = ? AND action = ?")
                .setParameter(1, credentialId).setParameter(2, action).getSingleResult();
        return attempts.intValue();
    }

    @Override
    public int addOtpFailure(String credentialId) {
        em.createNativeQuery("INSERT INTO wallet_otp_lockout (credential_id, failures) VALUES (?, 1)"
                        + " ON DUPLICATE KEY UPDATE failures = failures + 1")
                .setParameter(1, credentialId).executeUpdate();
        Number failures = (Number) em.createNativeQuery("SELECT failures FROM wallet_otp_lockout WHERE credential_id = ?")
                .setParameter(1, credentialId).getSingleResult();
        return failures.intValue();
    }

    @Override
    public void lockOtp(String credentialId, Instant until) {
        em.createNativeQuery("UPDATE wallet_otp_lockout SET failures = 0, locked_until = ? WHERE credential_id = ?")
                .setParameter(1, Timestamp.from(until)).setParameter(2, credentialId).executeUpdate();
    }

    @Override
    public void clearOtpFailures(String credentialId) {
        em.createNativeQuery("UPDATE wallet_otp_lockout SET failures = 0 WHERE credential_id = ? AND failures <> 0")
                .setParameter(1, credentialId).executeUpdate();
    }
}
