package net.ccpay.customer.verification.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/** A hosted verification link handed to a platform for one of its customers. */
@Entity
@Table(name = "kyc_link")
public class KycLink {

    @Id
    private String id;
    @Column(name = "customer_id")
    private String customerId;
    private String token;
    @Column(name = "redirect_uri")
    private String redirectUri;
    @Column(name = "expires_at")
    private Instant expiresAt;
    @Column(name = "created_at")
    private Instant createdAt;

    protected KycLink() {}

    public KycLink(String id, String customerId, String token, String redirectUri, Instant expiresAt, Instant now) {
        this.id = id;
        this.customerId = customerId;
        this.token = token;
        this.redirectUri = redirectUri;
        this.expiresAt = expiresAt;
        this.createdAt = now;
    }

    public String id() { return id; }
    public String customerId() { return customerId; }
    public String token() { return token; }
    public String redirectUri() { return redirectUri; }
    public Instant expiresAt() { return expiresAt; }
}
