package net.ccpay.quote.external.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/**
 * An external account (bank account, wallet...) a customer or the platform pays to or pulls from.
 * {@code accountInfo} is the validated, contract-shaped JSON of its variant; {@code primaryIdentifier}
 * is the field the sandbox suffix tables read.
 */
@Entity
@Table(name = "external_account")
public class ExternalAccount {

    /** The contract's ExternalAccountStatus; this platform sets ACTIVE, PENDING_OWNERSHIP_VERIFICATION, UNVERIFIED and INACTIVE. */
    public enum Status { PENDING, ACTIVE, PENDING_OWNERSHIP_VERIFICATION, UNVERIFIED, UNDER_REVIEW, INACTIVE }

    @Id
    private String id;
    @Column(name = "customer_id")
    private String customerId;
    @Column(name = "platform_account_id")
    private String platformAccountId;
    private String currency;
    @Column(name = "account_type")
    private String accountType;
    @Column(name = "primary_identifier")
    private String primaryIdentifier;
    @Column(name = "account_info")
    private String accountInfo;
    @Enumerated(EnumType.STRING)
    private Status status;
    @Column(name = "ownership_type")
    private String ownershipType;
    @Column(name = "default_uma_deposit_account")
    private boolean defaultUmaDepositAccount;
    @Column(name = "beneficiary_verification_status")
    @Enumerated(EnumType.STRING)
    private BeneficiaryVerification beneficiaryVerificationStatus;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;
    @Column(name = "deleted_at")
    private Instant deletedAt;

    protected ExternalAccount() {}

    public ExternalAccount(String id, String customerId, String platformAccountId, String currency, String accountType,
                           String primaryIdentifier, String accountInfo, String ownershipType, boolean defaultUmaDepositAccount,
                           BeneficiaryVerification beneficiaryVerificationStatus, Instant now) {
        this.id = id;
        this.customerId = customerId;
        this.platformAccountId = platformAccountId;
        this.currency = currency;
        this.accountType = accountType;
        this.primaryIdentifier = primaryIdentifier;
        this.accountInfo = accountInfo;
        this.status = Status.ACTIVE;
        this.ownershipType = ownershipType;
        this.defaultUmaDepositAccount = defaultUmaDepositAccount;
        this.beneficiaryVerificationStatus = beneficiaryVerificationStatus;
        this.createdAt = now;
        this.updatedAt = now;
    }

    public void delete(Instant now) {
        this.deletedAt = now;
        this.status = Status.INACTIVE;
        this.updatedAt = now;
    }

    /** Whether this is a self-custody wallet the customer says is theirs: its ownership can be proven. */
    public boolean isFirstPartyWallet() {
        return "FIRST_PARTY".equals(ownershipType) && accountType.endsWith("_WALLET");
    }

    /** Until its ownership is proven, larger payments to it are refused (EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED). */
    public boolean awaitsOwnershipProof() {
        return status == Status.PENDING_OWNERSHIP_VERIFICATION || status == Status.UNVERIFIED;
    }

    /** A new first-party wallet waits for its owner's proof. */
    public void requireOwnershipProof() {
        this.status = Status.PENDING_OWNERSHIP_VERIFICATION;
    }

    /** A challenge was issued (an UNVERIFIED account is pending again); false when nothing changed. */
    public boolean ownershipChallenged(Instant now) {
        return move(Status.PENDING_OWNERSHIP_VERIFICATION, now);
    }

    public boolean ownershipProven(Instant now) {
        return move(Status.ACTIVE, now);
    }

    public boolean ownershipNotProven(Instant now) {
        return move(Status.UNVERIFIED, now);
    }

    private boolean move(Status to, Instant now) {
        if (to == status) {
            return false;
        }
        this.status = to;
        this.updatedAt = now;
        return true;
    }

    public void clearDefaultUmaDepositAccount(Instant now) {
        this.defaultUmaDepositAccount = false;
        this.updatedAt = now;
    }

    public String id() { return id; }
    public String customerId() { return customerId; }
    public String platformAccountId() { return platformAccountId; }
    public String currency() { return currency; }
    public String accountType() { return accountType; }
    public String primaryIdentifier() { return primaryIdentifier; }
    public String accountInfo() { return accountInfo; }
    public Status status() { return status; }
    public String ownershipType() { return ownershipType; }
    public boolean defaultUmaDepositAccount() { return defaultUmaDepositAccount; }
    public BeneficiaryVerification beneficiaryVerificationStatus() { return beneficiaryVerificationStatus; }
    public Instant createdAt() { return createdAt; }
    public boolean isDeleted() { return deletedAt != null; }
    public boolean isPlatformOwned() { return customerId == null; }
}
