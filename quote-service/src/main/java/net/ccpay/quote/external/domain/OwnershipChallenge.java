package net.ccpay.quote.external.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/**
 * One ownership challenge of an external account: the message its wallet must sign
 * ({@code WALLET_SIGNATURE}) or the hosted check's link ({@code LIVENESS}), until when it can be
 * answered, and how it ended (OPEN, PASSED, FAILED, REPLACED by a newer challenge).
 */
@Entity
@Table(name = "ownership_challenge")
public class OwnershipChallenge {

    public static final String WALLET_SIGNATURE = "WALLET_SIGNATURE";
    public static final String LIVENESS = "LIVENESS";

    /** Open until the proof arrives, then PASSED or FAILED, or REPLACED by a newer challenge of the same account. */
    public enum Status { OPEN, PASSED, FAILED, REPLACED }

    @Id
    private String id;
    @Column(name = "account_id")
    private String accountId;
    private String method;
    private String message;
    @Column(name = "verification_link")
    private String verificationLink;
    @Enumerated(EnumType.STRING)
    private Status status;
    @Column(name = "expires_at")
    private Instant expiresAt;
    @Column(name = "completes_at")
    private Instant completesAt;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;

    protected OwnershipChallenge() {}

    private OwnershipChallenge(String id, String accountId, String method, Instant now, Instant expiresAt) {
        this.id = id;
        this.accountId = accountId;
        this.method = method;
        this.status = Status.OPEN;
        this.expiresAt = expiresAt;
        this.createdAt = now;
        this.updatedAt = now;
    }

    public static OwnershipChallenge signature(String id, String accountId, String message, Instant now, Instant expiresAt) {
        OwnershipChallenge c = new OwnershipChallenge(id, accountId, WALLET_SIGNATURE, now, expiresAt);
        c.message = message;
        return c;
    }

    /** A hosted check; the sandbox runs none and passes it at {@code completesAt}. */
    public static OwnershipChallenge liveness(String id, String accountId, String link, Instant now, Instant expiresAt, Instant completesAt) {
        OwnershipChallenge c = new OwnershipChallenge(id, accountId, LIVENESS, now, expiresAt);
        c.verificationLink = link;
        c.completesAt = completesAt;
        return c;
    }

    public void end(Status outcome, Instant now) {
        if (outcome == Status.OPEN) {
            throw new IllegalArgumentException("a challenge ends as PASSED, FAILED or REPLACED");
        }
        this.status = outcome;
        this.updatedAt = now;
    }

    public boolean isOpen() { return status == Status.OPEN; }
    public boolean expiredAt(Instant now) { return !now.isBefore(expiresAt); }

    public String id() { return id; }
    public String accountId() { return accountId; }
    public String method() { return method; }
    public String message() { return message; }
    public String verificationLink() { return verificationLink; }
    public Status status() { return status; }
    public Instant expiresAt() { return expiresAt; }
}
