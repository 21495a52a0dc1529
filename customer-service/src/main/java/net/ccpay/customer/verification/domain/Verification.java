package net.ccpay.customer.verification.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

import java.time.Instant;

/** One verification result, kept as returned; {@code errors} is the JSON array of VerificationError. */
@Entity
@Table(name = "verification")
public class Verification {

    /** The contract's VerificationStatus. */
    public enum Status { RESOLVE_ERRORS, PENDING_MANUAL_REVIEW, IN_PROGRESS, APPROVED, REJECTED, READY_FOR_VERIFICATION }

    @Id
    private String id;
    @Column(name = "customer_id")
    private String customerId;
    @Column(name = "verification_status")
    @Enumerated(EnumType.STRING)
    private Status verificationStatus;
    private String errors;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;
    /** Optimistic lock: a change made from a stale copy of the row fails instead of overwriting a newer one. */
    @Version
    private long version;

    protected Verification() {}

    public Verification(String id, String customerId, Status verificationStatus, String errors, Instant now) {
        this.id = id;
        this.customerId = customerId;
        this.verificationStatus = verificationStatus;
        this.errors = errors;
        this.createdAt = now;
        this.updatedAt = now;
    }

    public String id() { return id; }
    public String customerId() { return customerId; }
    public Status verificationStatus() { return verificationStatus; }
    public String errors() { return errors; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
}
