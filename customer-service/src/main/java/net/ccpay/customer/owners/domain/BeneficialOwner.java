package net.ccpay.customer.owners.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import net.ccpay.common.customers.KycStatus;

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
    @Enumerated(EnumType.STRING)
    private KycStatus kycStatus;
    private String profile;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;
    /** Optimistic lock: a change made from a stale copy of the row fails instead of overwriting a newer one. */
    @Version
    private long version;

    protected BeneficialOwner() {}

    public BeneficialOwner(String id, String customerId, KycStatus kycStatus, String profile, Instant now) {
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

    public void resolve(KycStatus status, Instant now) {
        this.kycStatus = status;
        this.updatedAt = now;
    }

    public String id() { return id; }
    public String customerId() { return customerId; }
    public KycStatus kycStatus() { return kycStatus; }
    public String profile() { return profile; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
}
