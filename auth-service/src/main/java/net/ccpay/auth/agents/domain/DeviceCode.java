package net.ccpay.auth.agents.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/**
 * A device code as stored: only its SHA-256 (the code itself is shown once, to the platform that
 * created or regenerated it), its agent, when it expires, and whether it was redeemed or replaced.
 *
 * <p>State machine: ISSUED → REDEEMED (redeem, once, before it expires) or → REVOKED (a newer code
 * for the agent, or the agent deleted). An ISSUED code past {@code expiresAt} can no longer be redeemed.
 */
@Entity
@Table(name = "agent_device_code")
public class DeviceCode {

    @Id
    @Column(name = "code_sha256")
    private String codeSha256;
    @Column(name = "agent_id")
    private String agentId;
    @Column(name = "expires_at")
    private Instant expiresAt;
    @Column(name = "redeemed_at")
    private Instant redeemedAt;
    @Column(name = "revoked_at")
    private Instant revokedAt;
    @Column(name = "created_at")
    private Instant createdAt;

    protected DeviceCode() {}

    public DeviceCode(String codeSha256, String agentId, Instant now, Instant expiresAt) {
        this.codeSha256 = codeSha256;
        this.agentId = agentId;
        this.createdAt = now;
        this.expiresAt = expiresAt;
    }

    public String codeSha256() { return codeSha256; }
    public String agentId() { return agentId; }
    public Instant expiresAt() { return expiresAt; }
    public boolean isRedeemed() { return redeemedAt != null; }
    public boolean isRevoked() { return revokedAt != null; }

    /**
     * Uses the code up. Checked in this order, so a client learns the most useful reason: already
     * redeemed (the agent is installed), replaced by a newer code, expired.
     */
    public void redeem(Instant now) {
        if (redeemedAt != null) {
            throw DeviceCodeRefused.alreadyRedeemed();
        }
        if (revokedAt != null) {
            throw DeviceCodeRefused.replaced();
        }
        if (!now.isBefore(expiresAt)) {
            throw DeviceCodeRefused.expired(expiresAt);
        }
        redeemedAt = now;
    }

    /** A newer code was issued for the agent, or the agent was deleted. Redeemed codes stay as they are. */
    public void revoke(Instant now) {
        if (redeemedAt == null && revokedAt == null) {
            revokedAt = now;
        }
    }
}
