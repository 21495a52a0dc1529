package net.ccpay.auth.tokens.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;

@Entity
@Table(name = "api_token")
@NamedQuery(name = "ApiToken.byClientId", query = "SELECT t FROM ApiToken t WHERE t.clientId = :clientId AND t.deletedAt IS NULL")
public class ApiToken {

    @Id
    private String id;
    private String name;
    @Column(name = "client_id")
    private String clientId;
    @Column(name = "secret_hash")
    private String secretHash;
    private String permissions;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;
    @Column(name = "deleted_at")
    private Instant deletedAt;

    protected ApiToken() {}

    public ApiToken(String id, String name, String clientId, String secretHash, List<String> permissions, Instant now) {
        this.id = id;
        this.name = name;
        this.clientId = clientId;
        this.secretHash = secretHash;
        this.permissions = String.join(",", permissions);
        this.createdAt = now;
        this.updatedAt = now;
    }

    public String id() { return id; }
    public String name() { return name; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
    public boolean isDeleted() { return deletedAt != null; }

    /** The token stops authenticating (the gateway forgets a verified credential after its cache time). */
    public void delete(Instant now) {
        this.deletedAt = now;
        this.updatedAt = now;
    }
    public String clientId() { return clientId; }
    public String secretHash() { return secretHash; }
    public List<String> permissions() { return Arrays.asList(permissions.split(",")); }

    public void grant(List<String> newPermissions, Instant now) {
        this.permissions = String.join(",", newPermissions);
        this.updatedAt = now;
    }

    public void replaceSecret(String newHash, Instant now) {
        this.secretHash = newHash;
        this.updatedAt = now;
    }
}
