package net.ccpay.customer.owners.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;

import java.time.Instant;

/** A beneficial owner of a business customer; {@code profile} holds roles, ownershipPercentage and personalInfo as JSON. */
@Entity
@Table(name = "beneficial_owner")
public class BeneficialOwner {

    @Id
    private String id;
    @Column(name = "customer_id")
    private String customerId;
    @Column(name = "kyc_status")
    private String kycStatus;
    private String profile;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;
    /** Optimistic lock: a change made from a stale copy of the row fails instead of overwriting a newer one. */
    @Version
    private long version;

    protected BeneficialOwner() {}

    public BeneficialOwner(String id, String customerId, String kycStatus, String profile, Instant now) {
        this.id = id;
        this.customerId = customerId;
        this.kycStatus = kycStatus;
        this.profile = profile;
        this.createdAt = now;
        this.updatedAt = now;
    }

    public void update(String profile, Instant now) {
        this.profile = profile;
        this.updatedAt = now;
    }

    public void resolve(String status, Instant now) {
        this.kycStatus = status;
        this.updatedAt = now;
    }

    public String id() { return id; }
    public String customerId() { return customerId; }
    public String kycStatus() { return kycStatus; }
    public String profile() { return profile; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
}
