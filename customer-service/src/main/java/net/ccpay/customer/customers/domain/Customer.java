package net.ccpay.customer.customers.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import net.ccpay.common.customers.KycStatus;

import java.time.Instant;

/**
 * A customer. {@code profile} holds the validated, contract-shaped fields of its variant
 * (individual or business) as JSON; statuses and keys are columns.
 */
@Entity
@Table(name = "customer")
public class Customer {

    public static final String INDIVIDUAL = "INDIVIDUAL";
    public static final String BUSINESS = "BUSINESS";

    @Id
    private String id;
    @Column(name = "platform_customer_id")
    private String platformCustomerId;
    @Column(name = "customer_type")
    private String customerType;
    @Column(name = "kyc_status")
    @Enumerated(EnumType.STRING)
    private KycStatus kycStatus;
    @Column(name = "kyb_status")
    @Enumerated(EnumType.STRING)
    private KycStatus kybStatus;
    @Column(name = "uma_address")
    private String umaAddress;
    private String email;
    private String profile;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;
    @Column(name = "deleted_at")
    private Instant deletedAt;
    /** Optimistic lock: a change made from a stale copy of the row fails instead of overwriting a newer one. */
    @Version
    private long version;

    protected Customer() {}

    public Customer(String id, String platformCustomerId, String customerType, String umaAddress, String email,
                    String profile, Instant now) {
        this.id = id;
        this.platformCustomerId = platformCustomerId;
        this.customerType = customerType;
        this.umaAddress = umaAddress;
        this.email = email;
        this.profile = profile;
        this.createdAt = now;
        this.updatedAt = now;
    }

    /** An individual's KYC status (a business has none: its counts and reports rely on that). */
    public void setKycStatus(KycStatus status) {
        if (!isIndividual()) {
            throw new IllegalStateException("a business has no KYC status: " + id);
        }
        this.kycStatus = status;
    }

    /** A business's KYB status (an individual has none). */
    public void setKybStatus(KycStatus status) {
        if (isIndividual()) {
            throw new IllegalStateException("an individual has no KYB status: " + id);
        }
        this.kybStatus = status;
    }

    /** Replaces the contract-shaped profile and the columns derived from it (the caller has validated them). */
    public void update(String profile, String email, String umaAddress, Instant now) {
        this.profile = profile;
        this.email = email;
        this.umaAddress = umaAddress;
        this.updatedAt = now;
    }

    public void touch(Instant now) { this.updatedAt = now; }

    /** Soft delete: the row stays (its history and events refer to it); its platformCustomerId and UMA address are freed. */
    public void markDeleted(Instant now) {
        this.deletedAt = now;
        this.updatedAt = now;
    }

    /** The status that the sandbox tables drive: kycStatus for individuals, kybStatus for businesses. */
    public KycStatus verificationStatus() { return isIndividual() ? kycStatus : kybStatus; }
    public String email() { return email; }

    public String id() { return id; }
    public String platformCustomerId() { return platformCustomerId; }
    public String customerType() { return customerType; }
    public KycStatus kycStatus() { return kycStatus; }
    public KycStatus kybStatus() { return kybStatus; }
    public String umaAddress() { return umaAddress; }
    public String profile() { return profile; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
    public boolean isDeleted() { return deletedAt != null; }
    public boolean isIndividual() { return INDIVIDUAL.equals(customerType); }
}
