package net.ccpay.quote.sca.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import net.ccpay.common.sca.ChallengeCheck;

import java.time.Instant;

/**
 * A one-time-code challenge for one subject (a quote's execution, a beneficiary's trust change). The code is
 * kept only as a salted digest; a challenge is satisfied once, before it expires, and spent after
 * {@link ChallengeCheck#MAX_ATTEMPTS} wrong codes.
 */
@Entity
@Table(name = "sca_challenge")
public class ScaChallenge {

    /** The factor of every challenge issued here: the code goes by SMS to the customer's verified phone. */
    public static final String SMS_OTP = "SMS_OTP";

    @Id
    private String id;
    private String subject;
    @Column(name = "customer_id")
    private String customerId;
    private String factor;
    @Column(name = "code_salt")
    private String codeSalt;
    @Column(name = "code_digest")
    private String codeDigest;
    private int attempts;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "expires_at")
    private Instant expiresAt;
    @Column(name = "used_at")
    private Instant usedAt;
    @Column(name = "last_sent_at")
    private Instant lastSentAt;
    private int sends;

    protected ScaChallenge() {}

    public ScaChallenge(String id, String subject, String customerId, String codeSalt, String codeDigest, Instant now, Instant expiresAt) {
        this.id = id;
        this.subject = subject;
        this.customerId = customerId;
        this.factor = SMS_OTP;
        this.codeSalt = codeSalt;
        this.codeDigest = codeDigest;
        this.createdAt = now;
        this.expiresAt = expiresAt;
        this.lastSentAt = now;
        this.sends = 1;
    }

    /** Judges a code and records the outcome on this challenge (used, or one more wrong attempt). */
    public ChallengeCheck check(String code, Instant now) {
        ChallengeCheck result = ChallengeCheck.judge(codeSalt, codeDigest, attempts, expiresAt, usedAt, now, code);
        switch (result) {
            case ACCEPTED -> usedAt = now;
            case WRONG_CODE -> attempts++;
            case ATTEMPTS_EXHAUSTED -> {
                attempts++;
                usedAt = now;
            }
            default -> { }
        }
        return result;
    }

    /** Sent once more, with a new code (the same fixed one in sandbox); the expiry stays. */
    public void resent(String newSalt, String newDigest, Instant now) {
        this.codeSalt = newSalt;
        this.codeDigest = newDigest;
        this.lastSentAt = now;
        this.sends++;
    }

    /** Open: neither satisfied nor spent (it may have expired). */
    public boolean open() { return usedAt == null; }
    public boolean expired(Instant now) { return !now.isBefore(expiresAt); }

    public String id() { return id; }
    public String subject() { return subject; }
    public String customerId() { return customerId; }
    public String factor() { return factor; }
    public Instant createdAt() { return createdAt; }
    public Instant expiresAt() { return expiresAt; }
    public Instant usedAt() { return usedAt; }
    public Instant lastSentAt() { return lastSentAt; }
    public int sends() { return sends; }
}
