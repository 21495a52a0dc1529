package net.ccpay.quote.stablecoins.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;
import net.ccpay.common.money.Money;

import java.time.Instant;

/**
 * A mint or a burn of a stablecoin. Its {@link Flow} (from its type and source) says how it moves
 * through the contract's statuses and when its journals are posted; {@code nextStepAt} is the durable
 * sandbox timer of its next step.
 *
 * <pre>
 * PENDING_FUNDING | PENDING_PROVIDER | PROCESSING → COMPLETED
 *                                                  → FAILED (failureReason)
 * PENDING_FUNDING → EXPIRED (funds never came)
 * </pre>
 */
@Entity
@Table(name = "stablecoin_operation")
public class StablecoinOperation {

    public enum Type { MINT, BURN }

    public enum Status { CREATED, PENDING_FUNDING, PENDING_PROVIDER, PROCESSING, COMPLETED, FAILED, EXPIRED;
        public boolean isFinal() { return this == COMPLETED || this == FAILED || this == EXPIRED; }
    }

    @Id
    private String id;
    @Column(name = "stablecoin_id")
    private String stablecoinId;
    /** The same column read as the coin: it says which currencies {@code amount} and {@code fiatAmount} are in. */
    @ManyToOne
    @JoinColumn(name = "stablecoin_id", insertable = false, updatable = false)
    private Stablecoin coin;
    @Column(name = "operation_type")
    private String type;
    @Enumerated(EnumType.STRING)
    private Status status;
    /** In the coin's smallest unit. */
    private long amount;
    /** In the smallest unit of the coin's base (fiat) currency. */
    @Column(name = "fiat_amount")
    private long fiatAmount;
    private String provider;
    @Column(name = "provider_environment")
    private String providerEnvironment;
    @Column(name = "provider_account_link_id")
    private String providerAccountLinkId;
    @Column(name = "source_type")
    private String sourceType;
    private String source;
    private String destination;
    @Column(name = "funding_instructions")
    private String fundingInstructions;
    @Column(name = "estimated_delivery")
    private String estimatedDelivery;
    @Column(name = "expires_at")
    private Instant expiresAt;
    @Column(name = "provider_status")
    private String providerStatus;
    @Column(name = "failure_reason")
    private String failureReason;
    private String description;
    @Column(name = "next_step_at")
    private Instant nextStepAt;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;

    protected StablecoinOperation() {}

    /** A new operation in its flow's first status (not yet scheduled). */
    public StablecoinOperation(String id, Stablecoin coin, Flow flow, Money amount, Money fiatAmount, String sourceType, String source,
                               String destination, String description, Instant now) {
        amount.sameCurrency(Money.zero(coin.coin()));
        fiatAmount.sameCurrency(Money.zero(coin.fiat()));
        this.id = id;
        this.stablecoinId = coin.id();
        this.coin = coin;
        this.type = flow.type().name();
        this.amount = amount.amount();
        this.fiatAmount = fiatAmount.amount();
        this.provider = coin.provider();
        this.providerEnvironment = coin.providerEnvironment();
        this.providerAccountLinkId = coin.providerAccountLinkId();
        this.sourceType = sourceType;
        this.source = source;
        this.destination = destination;
        this.description = description;
        this.status = flow.firstStatus();
        this.providerStatus = flow.firstProviderStatus();
        this.createdAt = now;
        this.updatedAt = now;
    }

    public void awaitFunds(String instructions, Instant expiresAt) {
        this.fundingInstructions = instructions;
        this.expiresAt = expiresAt;
    }

    public void estimatedDelivery(String estimate) {
        this.estimatedDelivery = estimate;
    }

    public void schedule(Instant due) {
        this.nextStepAt = due;
    }

    public void complete(Instant now) {
        end(Status.COMPLETED, "completed", null, now);
    }

    public void fail(String reason, Instant now) {
        end(Status.FAILED, "failed", reason, now);
    }

    /** Its funds never came by its {@code expiresAt}: EXPIRED, with nothing moved. */
    public void expire(Instant now) {
        if (status() != Status.PENDING_FUNDING) {
            throw new IllegalStateException("stablecoin operation " + id + " is " + status + ", not awaiting funds");
        }
        end(Status.EXPIRED, "expired", null, now);
    }

    /** Whether it awaits funds that will never come (the sandbox's unfunded wire): its next step is its expiry. */
    public boolean awaitsFundsThatNeverCome() {
        return status() == Status.PENDING_FUNDING && flow() == Flow.MINT_BY_WIRE && StablecoinSandboxRules.wireNeverArrives(fiatAmount());
    }

    private void end(Status to, String providerStatus, String reason, Instant now) {
        if (status().isFinal()) {
            throw new IllegalStateException("stablecoin operation " + id + " is " + status + " already");
        }
        this.status = to;
        this.providerStatus = providerStatus;
        this.failureReason = reason;
        this.nextStepAt = null;
        this.updatedAt = now;
    }

    public Flow flow() { return Flow.of(type(), sourceType); }
    public String id() { return id; }
    public String stablecoinId() { return stablecoinId; }
    public Type type() { return Type.valueOf(type); }
    public Status status() { return status; }
    /** The coins minted or burned. */
    public Money amount() { return Money.of(amount, coin.coin()); }
    /** What they are worth in the coin's base currency (paid in for a mint, paid out for a burn). */
    public Money fiatAmount() { return Money.of(fiatAmount, coin.fiat()); }
    public String provider() { return provider; }
    public String providerEnvironment() { return providerEnvironment; }
    public String providerAccountLinkId() { return providerAccountLinkId; }
    public String sourceType() { return sourceType; }
    public String source() { return source; }
    public String destination() { return destination; }
    public String fundingInstructions() { return fundingInstructions; }
    public String estimatedDelivery() { return estimatedDelivery; }
    public Instant expiresAt() { return expiresAt; }
    public String providerStatus() { return providerStatus; }
    public String failureReason() { return failureReason; }
    public String description() { return description; }
    public Instant nextStepAt() { return nextStepAt; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
}
