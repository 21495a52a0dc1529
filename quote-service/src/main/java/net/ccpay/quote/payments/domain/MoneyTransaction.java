package net.ccpay.quote.payments.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/**
 * A transaction: money leaving through a quote or transfer (OUTGOING) or arriving (INCOMING). It holds
 * both sides, the amounts, the rail, the failure and refund, and where its sandbox script stands:
 * {@link #outcome()} names the script ({@link SandboxOutcomes}), {@link #step()} how many of its steps
 * have happened, and {@link #nextStepAt()} when the next one is due (a durable timer: the row is the
 * schedule). {@link #inFlight()} is what the ledger holds in flight for it, {@link #settled()} whether it
 * reached its destination (and has not come back).
 */
@Entity
@Table(name = "money_transaction")
public class MoneyTransaction {

    public enum Type { INCOMING, OUTGOING }

    /** Where the money of an outgoing payment comes from, which decides how it is taken and refunded. */
    public enum Funding { INTERNAL, PULL, REALTIME, UMA, DEPOSIT }

    /** What receives it. */
    public enum DestinationKind { INTERNAL, EXTERNAL, UMA }

    @Id
    private String id;
    @Column(name = "tx_type")
    private String type;
    @Enumerated(EnumType.STRING)
    private TransactionStatus status;
    @Column(name = "customer_id")
    private String customerId;
    @Column(name = "platform_customer_id")
    private String platformCustomerId;
    @Column(name = "account_id")
    private String accountId;
    @Column(name = "journal_id")
    private String journalId;
    private String currency;
    private long amount;
    @Column(name = "quote_id")
    private String quoteId;
    private String funding;
    @Column(name = "source_type")
    private String sourceType;
    @Column(name = "source_account_id")
    private String sourceAccountId;
    @Column(name = "source_uma")
    private String sourceUma;
    @Column(name = "source_currency")
    private String sourceCurrency;
    @Column(name = "destination_type")
    private String destinationType;
    @Column(name = "destination_account_id")
    private String destinationAccountId;
    @Column(name = "destination_kind")
    private String destinationKind;
    @Column(name = "destination_uma")
    private String destinationUma;
    @Column(name = "destination_currency")
    private String destinationCurrency;
    @Column(name = "received_amount")
    private Long receivedAmount;
    @Column(name = "exchange_rate")
    private String exchangeRate;
    private Long fees;
    @Column(name = "failure_reason")
    private String failureReason;
    @Column(name = "refund_status")
    private String refundStatus;
    @Column(name = "refund_reason")
    private String refundReason;
    @Column(name = "refund_initiated_at")
    private Instant refundInitiatedAt;
    @Column(name = "refund_settled_at")
    private Instant refundSettledAt;
    @Column(name = "payment_rail")
    private String paymentRail;
    @Column(name = "rail_selection_mode")
    private String railSelectionMode;
    @Column(name = "settlement_seconds")
    private Integer settlementSeconds;
    @Column(name = "expected_settlement_at")
    private Instant expectedSettlementAt;
    @Column(name = "settled_at")
    private Instant settledAt;
    private String description;
    private String reference;
    @Column(name = "receipt_confirmed_at")
    private Instant receiptConfirmedAt;
    /** What the payment says about its counterparty (the contract's counterpartyInformation), as a JSON object's text. */
    private String counterparty;
    private String outcome;
    private int step;
    @Column(name = "next_step_at")
    private Instant nextStepAt;
    @Column(name = "quote_expires_at")
    private Instant quoteExpiresAt;
    @Column(name = "in_flight")
    private long inFlight;
    private boolean settled;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;
    /** The agent that started it (the contract's agentId), null otherwise. */
    @Column(name = "agent_id")
    private String agentId;
    /** Held before its first step until the platform approves (or rejects) its agent's action. */
    @Column(name = "awaiting_approval")
    private boolean awaitingApproval;

    protected MoneyTransaction() {}

    /** A new transaction in PENDING whose script has not started (step 0). */
    public MoneyTransaction(String id, Type type, String customerId, String platformCustomerId, Funding funding, Instant now) {
        this.id = id;
        this.type = type.name();
        this.status = TransactionStatus.PENDING;
        this.customerId = customerId;
        this.platformCustomerId = platformCustomerId;
        this.funding = funding.name();
        this.createdAt = now;
        this.updatedAt = now;
    }

    /** A deposit that arrived and was credited at once (sandbox funding): COMPLETED, linked to its journal. */
    public static MoneyTransaction deposit(String id, String customerId, String platformCustomerId, String accountId, String currency,
                                           long amount, String journalId, String description, Instant now) {
        MoneyTransaction t = new MoneyTransaction(id, Type.INCOMING, customerId, platformCustomerId, Funding.DEPOSIT, now)
                .destination("ACCOUNT", DestinationKind.INTERNAL, accountId, null, currency)
                .touches(accountId);
        t.amounts(0, amount, null, 0).details(null, description, null, "DEPOSIT", null);
        t.journal(journalId);
        t.moveTo(TransactionStatus.COMPLETED, now);
        t.stepDone(1, null);
        return t;
    }

    public MoneyTransaction source(String sourceType, String accountId, String uma, String currency) {
        this.sourceType = sourceType;
        this.sourceAccountId = accountId;
        this.sourceUma = uma;
        this.sourceCurrency = currency;
        return this;
    }

    public MoneyTransaction destination(String destinationType, DestinationKind kind, String accountId, String uma, String currency) {
        this.destinationType = destinationType;
        this.destinationKind = kind.name();
        this.destinationAccountId = accountId;
        this.destinationUma = uma;
        this.destinationCurrency = currency;
        return this;
    }

    /** Amounts: {@code sent} in the source currency (0 for an incoming payment), {@code received} in the destination's. */
    public MoneyTransaction amounts(long sent, long received, String exchangeRate, long fees) {
        this.amount = type() == Type.OUTGOING ? sent : received;
        this.currency = type() == Type.OUTGOING ? sourceCurrency : destinationCurrency;
        this.receivedAmount = received;
        this.exchangeRate = exchangeRate;
        this.fees = fees;
        return this;
    }

    public MoneyTransaction rail(String rail, String mode, Integer settlementSeconds) {
        this.paymentRail = rail;
        this.railSelectionMode = mode;
        this.settlementSeconds = settlementSeconds;
        return this;
    }

    public MoneyTransaction details(String quoteId, String description, String reference, String outcome, Instant quoteExpiresAt) {
        this.quoteId = quoteId;
        this.description = description;
        this.reference = reference;
        this.outcome = outcome;
        this.quoteExpiresAt = quoteExpiresAt;
        return this;
    }

    public MoneyTransaction startedByAgent(String agentId) {
        this.agentId = agentId;
        return this;
    }

    public MoneyTransaction counterparty(String counterpartyJson) {
        this.counterparty = counterpartyJson;
        return this;
    }

    /** The internal account whose balance this transaction moves (source of an outgoing, destination of an incoming). */
    public MoneyTransaction touches(String internalAccountId) {
        this.accountId = internalAccountId;
        return this;
    }

    // ---- state changes (the engine calls these; each leaves the row consistent) ----------------

    public void moveTo(TransactionStatus status, Instant now) {
        this.status = status;
        this.updatedAt = now;
        if (status == TransactionStatus.COMPLETED && settledAt == null) {
            settledAt = now;
        }
    }

    public void fail(String reason) { this.failureReason = reason; }

    public void refund(String status, String reason, Instant now) {
        if (refundInitiatedAt == null) {
            refundInitiatedAt = now;
        }
        this.refundStatus = status;
        if (reason != null) {
            this.refundReason = reason;
        }
        if (!"PENDING".equals(status)) {
            refundSettledAt = now;
        }
    }

    public void executedAt(Instant now) {
        if (settlementSeconds != null) {
            expectedSettlementAt = now.plusSeconds(settlementSeconds);
        }
    }

    public void stepDone(int step, Instant next) {
        this.step = step;
        this.nextStepAt = next;
    }

    public void switchOutcome(String outcome) {
        this.outcome = outcome;
        this.step = 0;
    }

    public void inFlight(long amount) { this.inFlight = amount; }
    public void settled(boolean settled) { this.settled = settled; }
    public void journal(String journalId) { this.journalId = journalId; }
    public void confirmReceipt(Instant at, Instant now) { this.receiptConfirmedAt = at; this.updatedAt = now; }

    public String id() { return id; }
    public Type type() { return Type.valueOf(type); }
    public TransactionStatus status() { return status; }
    public String customerId() { return customerId; }
    public String platformCustomerId() { return platformCustomerId; }
    public String accountId() { return accountId; }
    public String journalId() { return journalId; }
    public String currency() { return currency; }
    public long amount() { return amount; }
    public String quoteId() { return quoteId; }
    public Funding funding() { return funding == null ? Funding.DEPOSIT : Funding.valueOf(funding); }
    public String sourceType() { return sourceType; }
    public String sourceAccountId() { return sourceAccountId; }
    public String sourceUma() { return sourceUma; }
    public String sourceCurrency() { return sourceCurrency; }
    public String destinationType() { return destinationType == null ? "ACCOUNT" : destinationType; }
    public String destinationAccountId() { return destinationAccountId == null ? accountId : destinationAccountId; }
    public DestinationKind destinationKind() { return destinationKind == null ? DestinationKind.INTERNAL : DestinationKind.valueOf(destinationKind); }
    public String destinationUma() { return destinationUma; }
    public String destinationCurrency() { return destinationCurrency == null ? currency : destinationCurrency; }
    public long receivedAmount() { return receivedAmount == null ? amount : receivedAmount; }
    public String exchangeRate() { return exchangeRate; }
    public long fees() { return fees == null ? 0 : fees; }
    public String failureReason() { return failureReason; }
    public String refundStatus() { return refundStatus; }
    public String refundReason() { return refundReason; }
    public Instant refundInitiatedAt() { return refundInitiatedAt; }
    public Instant refundSettledAt() { return refundSettledAt; }
    public String paymentRail() { return paymentRail; }
    public String railSelectionMode() { return railSelectionMode; }
    public Integer settlementSeconds() { return settlementSeconds; }
    public Instant expectedSettlementAt() { return expectedSettlementAt; }
    public Instant settledAt() { return settledAt; }
    public String description() { return description; }
    public String reference() { return reference; }
    public Instant receiptConfirmedAt() { return receiptConfirmedAt; }
    public String counterparty() { return counterparty; }
    public String outcome() { return outcome; }
    public int step() { return step; }
    public Instant nextStepAt() { return nextStepAt; }
    public Instant quoteExpiresAt() { return quoteExpiresAt; }
    public long inFlight() { return inFlight; }
    public boolean settled() { return settled; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
    public String agentId() { return agentId; }
    public boolean awaitingApproval() { return awaitingApproval; }
    public void awaitingApproval(boolean awaiting) { this.awaitingApproval = awaiting; }
}
