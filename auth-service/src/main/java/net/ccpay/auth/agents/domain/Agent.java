package net.ccpay.auth.agents.domain;

import jakarta.persistence.Basic;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/**
 * An agent: a program that acts for one customer of the platform under a policy. It is installed
 * by redeeming a device code, which gives it its access token; only the token's SHA-256 is kept
 * (on this row, so that deleting the agent or issuing another token replaces it in the same write).
 * A deleted agent keeps its row (deleted_at) but no token, and no operation finds it.
 */
@Entity
@Table(name = "agent")
public class Agent {

    @Id
    private String id;
    private String name;
    @Column(name = "customer_id")
    private String customerId;
    private boolean paused;
    private boolean connected;
    /** Stored as the contract's JSON (infrastructure's {@code AgentPolicyConverter}, applied to every AgentPolicy attribute). */
    @Basic
    @Column(name = "policy")
    private AgentPolicy policy;
    @Column(name = "token_sha256")
    private String tokenSha256;
    @Column(name = "token_issued_at")
    private Instant tokenIssuedAt;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;
    @Column(name = "deleted_at")
    private Instant deletedAt;

    protected Agent() {}

    public Agent(String id, String name, String customerId, AgentPolicy policy, Instant now) {
        this.id = id;
        this.name = name;
        this.customerId = customerId;
        setPolicy(policy);
        this.createdAt = now;
        this.updatedAt = now;
    }

    public String id() { return id; }
    public String name() { return name; }
    public String customerId() { return customerId; }
    public boolean isPaused() { return paused; }
    /** Whether a device code was redeemed: the agent software holds a live access token. */
    public boolean isConnected() { return connected; }
    public boolean isDeleted() { return deletedAt != null; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }

    public AgentPolicy policy() {
        return policy;
    }

    public void rename(String newName, Instant now) {
        if (!newName.equals(name)) {
            name = newName;
            updatedAt = now;
        }
    }

    /** Paused agents cannot act: the gateway refuses their token while they are (403). */
    public void setPaused(boolean pause, Instant now) {
        if (pause != paused) {
            paused = pause;
            updatedAt = now;
        }
    }

    /** Replaces the policy; the caller has checked it ({@link PolicyRules#require}). */
    public void replacePolicy(AgentPolicy newPolicy, Instant now) {
        setPolicy(newPolicy);
        updatedAt = now;
    }

    /** The agent software redeemed a device code: this token (its hash) is now the agent's only one. */
    public void connect(String accessTokenSha256, Instant now) {
        tokenSha256 = accessTokenSha256;
        tokenIssuedAt = now;
        connected = true;
        updatedAt = now;
    }

    /** Gone for good: its token stops matching at once (the gateway asks on every request). */
    public void delete(Instant now) {
        deletedAt = now;
        tokenSha256 = null;
        connected = false;
        updatedAt = now;
    }

    private void setPolicy(AgentPolicy p) {
        policy = p;
    }
}
