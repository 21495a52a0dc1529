package net.ccpay.quote.cards.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/**
 * A card transaction: an authorization and what reconciled against it (clearings, post-hoc pulls,
 * returns). {@code held} is what it holds on its account right now; the amounts in the contract's
 * summaries are kept as running totals. The money itself is only ever in the ledger.
 */
@Entity
@Table(name = "card_transaction")
public class CardTransaction {

    public enum Status { AUTHORIZED, PARTIALLY_SETTLED, SETTLED, REFUNDED, EXCEPTION }

    public enum Direction { DEBIT, CREDIT }

    /** Which simulated message created it. */
    public enum Kind { AUTHORIZATION, FINANCIAL_AUTHORIZATION, CREDIT_AUTHORIZATION, FINANCIAL_CREDIT_AUTHORIZATION, CREDIT_AUTHORIZATION_ADVICE }

    @Id
    private String id;
    @Column(name = "card_id")
    private String cardId;
    @Column(name = "customer_id")
    private String customerId;
    @Column(name = "platform_customer_id")
    private String platformCustomerId;
    @Column(name = "account_id")
    private String accountId;
    @Column(name = "issuer_transaction_token")
    private String issuerTransactionToken;
    private String kind;
    private String direction;
    @Enumerated(EnumType.STRING)
    private Status status;
    private String currency;
    @Column(name = "merchant_descriptor")
    private String merchantDescriptor;
    @Column(name = "merchant_mcc")
    private String merchantMcc;
    @Column(name = "merchant_country")
    private String merchantCountry;
    @Column(name = "authorized_amount")
    private long authorizedAmount;
    @Column(name = "held_amount")
    private long heldAmount;
    @Column(name = "settled_amount")
    private long settledAmount;
    @Column(name = "settlement_count")
    private int settlementCount;
    @Column(name = "refunded_amount")
    private long refundedAmount;
    @Column(name = "refund_count")
    private int refundCount;
    @Column(name = "pulled_amount")
    private long pulledAmount;
    @Column(name = "pull_count")
    private int pullCount;
    @Column(name = "authorized_at")
    private Instant authorizedAt;
    @Column(name = "last_event_at")
    private Instant lastEventAt;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;

    protected CardTransaction() {}

    public CardTransaction(String id, Card card, String platformCustomerId, String accountId, String token, Kind kind, Direction direction,
                           Merchant merchant, long amount, Instant now) {
        this.id = id;
        this.cardId = card.id();
        this.customerId = card.cardholderId();
        this.platformCustomerId = platformCustomerId;
        this.accountId = accountId;
        this.issuerTransactionToken = token;
        this.kind = kind.name();
        this.direction = direction.name();
        this.status = Status.AUTHORIZED;
        this.currency = card.currency();
        this.merchantDescriptor = merchant.descriptor();
        this.merchantMcc = merchant.mcc();
        this.merchantCountry = merchant.country();
        this.authorizedAmount = amount;
        this.authorizedAt = now;
        this.lastEventAt = now;
        this.createdAt = now;
        this.updatedAt = now;
    }

    public record Merchant(String descriptor, String mcc, String country) {}

    public void status(Status next, Instant now) {
        this.status = next;
        touch(now);
    }

    /** Funds taken into the hold (an authorization or an advice that sizes it up). */
    public void held(long newHeld, Instant now) {
        this.heldAmount = newHeld;
        touch(now);
    }

    public void reauthorized(long newTotal, Instant now) {
        this.authorizedAmount = newTotal;
        touch(now);
    }

    /** A pull on the funding source (the hold's capture, a post-hoc pull, a single-message debit). */
    public void pulled(long amount) {
        this.pulledAmount += amount;
        this.pullCount++;
    }

    public void settled(long amount, Instant now) {
        this.settledAmount += amount;
        this.settlementCount++;
        touch(now);
    }

    public void refunded(long amount, Instant now) {
        this.refundedAmount += amount;
        this.refundCount++;
        touch(now);
    }

    /** A return reversed: the refund no longer stands. */
    public void refundReversed(long amount, Instant now) {
        this.refundedAmount -= amount;
        touch(now);
    }

    private void touch(Instant now) {
        this.lastEventAt = now;
        this.updatedAt = now;
    }

    public String id() { return id; }
    public String cardId() { return cardId; }
    public String customerId() { return customerId; }
    public String platformCustomerId() { return platformCustomerId; }
    public String accountId() { return accountId; }
    public String issuerTransactionToken() { return issuerTransactionToken; }
    public Kind kind() { return Kind.valueOf(kind); }
    public Direction direction() { return Direction.valueOf(direction); }
    public Status status() { return status; }
    public String currency() { return currency; }
    public Merchant merchant() { return new Merchant(merchantDescriptor, merchantMcc, merchantCountry); }
    public long authorizedAmount() { return authorizedAmount; }
    public long heldAmount() { return heldAmount; }
    public long settledAmount() { return settledAmount; }
    public int settlementCount() { return settlementCount; }
    public long refundedAmount() { return refundedAmount; }
    public int refundCount() { return refundCount; }
    public long pulledAmount() { return pulledAmount; }
    public int pullCount() { return pullCount; }
    public Instant authorizedAt() { return authorizedAt; }
    public Instant lastEventAt() { return lastEventAt; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
}
