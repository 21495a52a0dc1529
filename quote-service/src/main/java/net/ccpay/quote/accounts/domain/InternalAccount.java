package net.ccpay.quote.accounts.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;
import java.util.Map;
import java.util.Set;

/**
 * An internal account: money the platform holds for a customer (or for itself) in one currency.
 * Its balance is not stored here: it is the sum of its ledger entries.
 *
 * <pre>
 * PENDING (provisioning) → ACTIVE → FROZEN (hold) → ACTIVE
 * PENDING → FAILED;  ACTIVE → CLOSED
 * </pre>
 * Only ACTIVE accounts send or receive.
 */
@Entity
@Table(name = "internal_account")
public class InternalAccount {

    public static final String PLATFORM = "PLATFORM";
    public enum Status { PENDING, ACTIVE, FROZEN, CLOSED, FAILED }

    private static final Map<Status, Set<Status>> NEXT = Map.of(
            Status.PENDING, Set.of(Status.ACTIVE, Status.FAILED),
            Status.ACTIVE, Set.of(Status.FROZEN, Status.CLOSED),
            Status.FROZEN, Set.of(Status.ACTIVE, Status.CLOSED),
            Status.CLOSED, Set.of(),
            Status.FAILED, Set.of());

    @Id
    private String id;
    @Column(name = "owner_key")
    private String ownerKey;
    @Column(name = "customer_id")
    private String customerId;
    @Column(name = "account_type")
    private String type;
    private String currency;
    @Enumerated(EnumType.STRING)
    private Status status;
    @Column(name = "private_enabled")
    private Boolean privateEnabled;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;

    protected InternalAccount() {}

    public InternalAccount(String id, String customerId, String type, String currency, Instant now) {
        this.id = id;
        this.customerId = customerId;
        this.ownerKey = customerId == null ? PLATFORM : customerId;
        this.type = type;
        this.currency = currency;
        this.status = Status.PENDING;
        this.privateEnabled = "EMBEDDED_WALLET".equals(type) ? Boolean.FALSE : null;
        this.createdAt = now;
        this.updatedAt = now;
    }

    /** Moves to {@code next} if the state machine allows it. */
    public void transition(Status next, Instant now) {
        if (!NEXT.get(status()).contains(next)) {
            throw new IllegalStateException("internal account cannot go from " + status + " to " + next);
        }
        this.status = next;
        this.updatedAt = now;
    }

    public void touch(Instant now) { this.updatedAt = now; }

    /** An embedded wallet's privacy setting (only wallets have one). */
    public void privateEnabled(boolean enabled, Instant now) {
        if (!"EMBEDDED_WALLET".equals(type)) {
            throw new IllegalStateException("only an embedded wallet has a privacy setting");
        }
        this.privateEnabled = enabled;
        this.updatedAt = now;
    }

    public boolean canMoveMoney() { return status() == Status.ACTIVE; }

    public String id() { return id; }
    public String customerId() { return customerId; }
    public String type() { return type; }
    public String currency() { return currency; }
    public Status status() { return status; }
    public Boolean privateEnabled() { return privateEnabled; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
}
