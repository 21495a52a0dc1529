package net.ccpay.customer.sca.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A customer's authenticator-app factor: PENDING from the enrollment's start until its first code confirms it,
 * then ACTIVE. Its shared secret is derived from its id (never stored); its recovery codes are kept as
 * {@code salt:digest} pairs, each removed when used.
 */
@Entity
@Table(name = "sca_totp_factor")
public class TotpFactor {

    public enum Status { PENDING, ACTIVE }

    @Id
    private String id;
    @Column(name = "customer_id")
    private String customerId;
    @Enumerated(EnumType.STRING)
    private Status status;
    @Column(name = "recovery_codes")
    private String recoveryCodes;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "enrolled_at")
    private Instant enrolledAt;

    protected TotpFactor() {}

    public TotpFactor(String id, String customerId, Instant now) {
        this.id = id;
        this.customerId = customerId;
        this.status = Status.PENDING;
        this.createdAt = now;
    }

    public void activate(List<String> recoveryCodeDigests, Instant now) {
        this.status = Status.ACTIVE;
        this.recoveryCodes = String.join(",", recoveryCodeDigests);
        this.enrolledAt = now;
    }

    /** The stored {@code salt:digest} pairs of the unused recovery codes. */
    public List<String> recoveryCodeDigests() {
        return recoveryCodes == null || recoveryCodes.isEmpty() ? List.of() : Arrays.asList(recoveryCodes.split(","));
    }

    public void useRecoveryCode(String saltAndDigest) {
        List<String> left = new ArrayList<>(recoveryCodeDigests());
        left.remove(saltAndDigest);
        recoveryCodes = String.join(",", left);
    }

    public String id() { return id; }
    public String customerId() { return customerId; }
    public boolean active() { return status == Status.ACTIVE; }
    public Instant createdAt() { return createdAt; }
    public Instant enrolledAt() { return enrolledAt; }
}
