package net.ccpay.quote.agents.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.money.Money;

import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.Optional;

/**
 * What an agent asked for (execute a quote, transfer out, transfer in), with its transaction, and where
 * it stands: APPROVED (the money moves), PENDING_APPROVAL (held until the platform decides), REJECTED
 * (the platform refused) or FAILED (it could not run: the quote expired, or the funds were short when it
 * was approved). What it counts against the agent's limits ({@link #spend()},
 * on {@link #spendDay()} and in {@link #spendMonth()}, UTC) counts while it is pending or approved.
 */
@Entity
@Table(name = "agent_action")
public class AgentAction {

    public enum Type { EXECUTE_QUOTE, TRANSFER_OUT, TRANSFER_IN }

    public enum Status { PENDING_APPROVAL, APPROVED, REJECTED, FAILED }

    @Id
    private String id;
    @Column(name = "agent_id")
    private String agentId;
    @Column(name = "customer_id")
    private String customerId;
    @Column(name = "platform_customer_id")
    private String platformCustomerId;
    @Column(name = "action_type")
    @Enumerated(EnumType.STRING)
    private Type type;
    @Enumerated(EnumType.STRING)
    private Status status;
    @Column(name = "quote_id")
    private String quoteId;
    @Column(name = "transaction_id")
    private String transactionId;
    @Column(name = "transfer_amount")
    private Long transferAmount;
    @Column(name = "transfer_currency")
    private String transferCurrency;
    @Column(name = "source_account_id")
    private String sourceAccountId;
    @Column(name = "destination_account_id")
    private String destinationAccountId;
    @Column(name = "wallet_signed")
    private boolean walletSigned;
    private long spend;
    @Column(name = "spend_currency")
    private String spendCurrency;
    @Column(name = "spend_day")
    private LocalDate spendDay;
    @Column(name = "spend_month")
    private String spendMonth;
    @Column(name = "approval_reason")
    private String approvalReason;
    @Column(name = "rejection_reason")
    private String rejectionReason;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;

    protected AgentAction() {}

    private AgentAction(String id, Type type, ActingAgent agent, String platformCustomerId, String transactionId, Money spend,
                        Instant now) {
        this.id = id;
        this.type = type;
        this.agentId = agent.agentId();
        this.customerId = agent.customerId();
        this.platformCustomerId = platformCustomerId;
        this.transactionId = transactionId;
        this.spend = spend.amount();
        this.spendCurrency = spend.currency().code();
        LocalDate day = LocalDate.ofInstant(now, ZoneOffset.UTC);
        this.spendDay = day;
        this.spendMonth = YearMonth.from(day).toString();
        this.createdAt = now;
        this.updatedAt = now;
    }

    /** An execution of {@code quoteId}, whose wallet signature (if its source needed one) was checked. */
    public static AgentAction executeQuote(String id, ActingAgent agent, String platformCustomerId, String quoteId, String transactionId,
                                           boolean walletSigned, Money spend, Instant now) {
        AgentAction a = new AgentAction(id, Type.EXECUTE_QUOTE, agent, platformCustomerId, transactionId, spend, now);
        a.quoteId = quoteId;
        a.walletSigned = walletSigned;
        return a;
    }

    /** A transfer of {@code amount} between two of the customer's accounts. */
    public static AgentAction transfer(String id, Type type, ActingAgent agent, String platformCustomerId, String transactionId, Money amount,
                                       String sourceAccountId, String destinationAccountId, Money spend, Instant now) {
        AgentAction a = new AgentAction(id, type, agent, platformCustomerId, transactionId, spend, now);
        a.transferAmount = amount.amount();
        a.transferCurrency = amount.currency().code();
        a.sourceAccountId = sourceAccountId;
        a.destinationAccountId = destinationAccountId;
        return a;
    }

    public void approved(Instant now) { move(Status.APPROVED, now); }

    public void awaitApproval(String reason) {
        this.status = Status.PENDING_APPROVAL;
        this.approvalReason = reason;
    }

    public void rejected(String reason, Instant now) {
        this.rejectionReason = reason;
        move(Status.REJECTED, now);
    }

    public void failed(String reason, Instant now) {
        this.rejectionReason = reason;
        move(Status.FAILED, now);
    }

    private void move(Status s, Instant now) {
        this.status = s;
        this.updatedAt = now;
    }

    public boolean isPending() { return status == Status.PENDING_APPROVAL; }

    public String id() { return id; }
    public String agentId() { return agentId; }
    public String customerId() { return customerId; }
    public String platformCustomerId() { return platformCustomerId; }
    public Type type() { return type; }
    public Status status() { return status; }
    public String quoteId() { return quoteId; }
    public String transactionId() { return transactionId; }
    /** What a transfer moves; empty for an execution of a quote. */
    public Optional<Money> transferAmount() {
        return transferAmount == null ? Optional.empty() : Optional.of(money(transferAmount, transferCurrency));
    }
    public String sourceAccountId() { return sourceAccountId; }
    public String destinationAccountId() { return destinationAccountId; }
    public boolean walletSigned() { return walletSigned; }
    /** What it counts against the agent's limits, in the policy's limit currency. */
    public Money spend() { return money(spend, spendCurrency); }
    public String approvalReason() { return approvalReason; }
    public String rejectionReason() { return rejectionReason; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }

    private static Money money(long amount, String code) {
        return Money.of(amount, CurrencyCodes.find(code).orElseThrow(() -> new IllegalStateException("unknown currency " + code)));
    }
}
