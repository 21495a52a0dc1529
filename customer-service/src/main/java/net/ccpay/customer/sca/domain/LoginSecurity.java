package net.ccpay.customer.sca.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Duration;
import java.time.Instant;

/**
 * A customer's login-security state: the cumulative failed-login counter with its lockout (5 failures lock
 * for 15 minutes, 6 for 30, 7 for an hour, 8 for 24 hours, 9 or more suspend), and the SCA session a completed
 * login opens.
 */
@Entity
@Table(name = "sca_login_security")
public class LoginSecurity {

    @Id
    @Column(name = "customer_id")
    private String customerId;
    @Column(name = "failed_attempts")
    private int failedAttempts;
    @Column(name = "locked_until")
    private Instant lockedUntil;
    private boolean suspended;
    @Column(name = "session_expires_at")
    private Instant sessionExpiresAt;

    protected LoginSecurity() {}

    public LoginSecurity(String customerId) {
        this.customerId = customerId;
    }

    /** One more failed login; escalates the lockout at each milestone. */
    public void failed(Instant now) {
        failedAttempts++;
        Duration lock = switch (failedAttempts) {
            case 5 -> Duration.ofMinutes(15);
            case 6 -> Duration.ofMinutes(30);
            case 7 -> Duration.ofHours(1);
            case 8 -> Duration.ofHours(24);
            default -> null;
        };
        if (failedAttempts >= 9) {
            suspended = true;
            lockedUntil = null;
        } else if (lock != null) {
            lockedUntil = now.plus(lock);
        }
    }

    /** A password reset: every session revoked, the counter and lockout cleared. */
    public void passwordReset() {
        failedAttempts = 0;
        lockedUntil = null;
        suspended = false;
        sessionExpiresAt = null;
    }

    public void sessionOpened(Instant until) { this.sessionExpiresAt = until; }

    public boolean locked(Instant now) { return suspended || (lockedUntil != null && now.isBefore(lockedUntil)); }

    public String customerId() { return customerId; }
    public int failedAttempts() { return failedAttempts; }
    /** When the lock ends, if temporarily locked now; null otherwise. */
    public Instant lockedUntil(Instant now) { return lockedUntil != null && now.isBefore(lockedUntil) && !suspended ? lockedUntil : null; }
    public boolean suspended() { return suspended; }
    public Instant sessionExpiresAt() { return sessionExpiresAt; }
}
