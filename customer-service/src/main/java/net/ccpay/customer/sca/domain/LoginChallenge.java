package net.ccpay.customer.sca.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import net.ccpay.common.sca.ChallengeCheck;

import java.time.Instant;

/** The SMS code of one SCA login: kept as a salted digest, satisfied once, before it expires, within the attempt limit. */
@Entity
@Table(name = "sca_login_challenge")
public class LoginChallenge {

    @Id
    private String id;
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

    protected LoginChallenge() {}

    public LoginChallenge(String id, String customerId, String factor, String codeSalt, String codeDigest, Instant now, Instant expiresAt) {
        this.id = id;
        this.customerId = customerId;
        this.factor = factor;
        this.codeSalt = codeSalt;
        this.codeDigest = codeDigest;
        this.createdAt = now;
        this.expiresAt = expiresAt;
    }

    /** Judges a code and records the outcome (used, or one more wrong attempt). */
    public ChallengeCheck check(String code, Instant now) {
        ChallengeCheck r = ChallengeCheck.judge(codeSalt, codeDigest, attempts, expiresAt, usedAt, now, code);
        switch (r) {
            case ACCEPTED -> usedAt = now;
            case WRONG_CODE -> attempts++;
            case ATTEMPTS_EXHAUSTED -> {
                attempts++;
                usedAt = now;
            }
            default -> { }
        }
        return r;
    }

    public String id() { return id; }
    public String customerId() { return customerId; }
    public String factor() { return factor; }
    public Instant expiresAt() { return expiresAt; }
}
