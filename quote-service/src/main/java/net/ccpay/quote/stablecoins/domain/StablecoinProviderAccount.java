package net.ccpay.quote.stablecoins.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/**
 * The platform's link to an account at a stablecoin provider, made with the provider's API
 * credentials. Only an ACTIVE link may register stablecoins or carry their operations; INVALID
 * (credentials the provider does not accept) and REVOKED (credentials withdrawn) are refused with
 * their own codes.
 */
@Entity
@Table(name = "stablecoin_provider_account")
public class StablecoinProviderAccount {

    public enum Status { ACTIVE, INVALID, REVOKED }

    @Id
    private String id;
    private String provider;
    @Column(name = "provider_account_id")
    private String providerAccountId;
    @Column(name = "provider_environment")
    private String providerEnvironment;
    @Enumerated(EnumType.STRING)
    private Status status;
    @Column(name = "api_client_id")
    private String apiClientId;
    @Column(name = "secret_fingerprint")
    private String secretFingerprint;
    @Column(name = "last_verified_at")
    private Instant lastVerifiedAt;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;

    protected StablecoinProviderAccount() {}

    public StablecoinProviderAccount(String id, String provider, String providerAccountId, String providerEnvironment, Status status,
                                     String apiClientId, String secretFingerprint, Instant now) {
        this.id = id;
        this.provider = provider;
        this.providerAccountId = providerAccountId;
        this.providerEnvironment = providerEnvironment;
        this.status = status;
        this.apiClientId = apiClientId;
        this.secretFingerprint = secretFingerprint;
        this.lastVerifiedAt = status == Status.ACTIVE ? now : null;
        this.createdAt = now;
        this.updatedAt = now;
    }

    /** Throws the contract's code when this link cannot be used. */
    public void requireUsable() {
        switch (status()) {
            case INVALID -> throw new ProviderAccountUnusable(id, Status.INVALID);
            case REVOKED -> throw new ProviderAccountUnusable(id, Status.REVOKED);
            case ACTIVE -> { }
        }
    }

    public String id() { return id; }
    public String provider() { return provider; }
    public String providerAccountId() { return providerAccountId; }
    public String providerEnvironment() { return providerEnvironment; }
    public Status status() { return status; }
    public Instant lastVerifiedAt() { return lastVerifiedAt; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
}
