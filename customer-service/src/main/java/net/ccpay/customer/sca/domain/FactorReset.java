package net.ccpay.customer.sca.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/**
 * A liveness-gated reset of a lost factor: INITIATED, then LIVENESS_PASSED (at once in sandbox: the liveness
 * check is simulated as passed), then COMPLETED when the reset is completed; EXPIRED when its window closes first.
 */
@Entity
@Table(name = "sca_factor_reset")
public class FactorReset {

    /** The contract's reset statuses; EXPIRED is never stored, it is what an unfinished reset reads as once its window closed. */
    public enum Status { INITIATED, PENDING_REVIEW, LIVENESS_PASSED, COMPLETED, REJECTED, EXPIRED }

    @Id
    private String id;
    @Column(name = "customer_id")
    private String customerId;
    private String factor;
    @Enumerated(EnumType.STRING)
    private Status status;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "expires_at")
    private Instant expiresAt;
    @Column(name = "completed_at")
    private Instant completedAt;

    protected FactorReset() {}

    public FactorReset(String id, String customerId, String factor, Status status, Instant now, Instant expiresAt) {
        this.id = id;
        this.customerId = customerId;
        this.factor = factor;
        this.status = status;
        this.createdAt = now;
        this.expiresAt = expiresAt;
    }

    /** The status as of {@code now}: an unfinished reset whose window closed is EXPIRED. */
    public Status status(Instant now) {
        return status != Status.COMPLETED && !now.isBefore(expiresAt) ? Status.EXPIRED : status;
    }

    public void complete(Instant now) {
        this.status = Status.COMPLETED;
        this.completedAt = now;
    }

    public String id() { return id; }
    public String customerId() { return customerId; }
    public String factor() { return factor; }
    public Instant createdAt() { return createdAt; }
    public Instant expiresAt() { return expiresAt; }
    public Instant completedAt() { return completedAt; }
}
