package net.ccpay.quote.payments.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import net.ccpay.common.money.Money;

import java.time.Instant;
import java.util.Optional;

/**
 * A transaction: money leaving through a quote or transfer (OUTGOING) or arriving (INCOMING). It holds
 * both sides, the amounts, the rail, the failure and refund, and where its sandbox script stands:
 * {@link #outcome()} names the script ({@link SandboxOutcomes}), {@link #step()} how many of its steps
 * have happened, and {@link #nextStepAt()} when the next one is due (a durable timer: the row is the
 * schedule). {@link #inFlight()} is what the ledger holds in flight for it, {@link #settled()} whether it
 * reached its destination (and has not come back).
 *
 * <p>Its status and its money change only through its transitions ({@link #fund}, {@link #settle},
 * {@link #returned}, {@link #fail}, {@link #startRefund}, {@link #refund}, {@link #credit},
 * {@link #expire}...): each first checks {@link TransactionStates}' table against the status and where
 * the money is, refuses anything else with {@link IllegalTransition} (changing nothing), and answers the
 * {@link Movement} the ledger must post. The caller locks, posts and announces.
 */
@Entity
@Table(name = "money_transaction")
public class MoneyTransaction {

    public enum Type { INCOMING, OUTGOING }

    /** The failure reason of a payment whose strong customer authentication was not completed before its challenge expired. */
    public static final String SCA_NOT_COMPLETED = "SCA_NOT_COMPLETED";

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
    @Enumerated(EnumType.STRING)
    @Column(name = "refund_status")
    private RefundStatus refundStatus;
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
    /** What the payment says about its counterparty (the contract's counterpartyInformation); null when nothing. */
    private Counterparty counterparty;
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
    /**
     * While PENDING_AUTHORIZATION: when the challenge it waits on lapses (on the platform clock), after which the
     * payment fails SCA_NOT_COMPLETED; null in every other status. The row is the timer's schedule.
     */
    @Column(name = "authorization_expires_at")
    private Instant authorizationExpiresAt;

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
    public static MoneyTransaction deposit(String id, String customerId, String platformCustomerId, String accountId, Money amount,
                                           String journalId, String description, Instant now) {
        MoneyTransaction t = new MoneyTransaction(id, Type.INCOMING, customerId, platformCustomerId, Funding.DEPOSIT, now)
                .destination("ACCOUNT", DestinationKind.INTERNAL, accountId, null, amount.currency().code())
                .touches(accountId);
        t.received(amount, null).details(null, description, null, "DEPOSIT", null);
        t.journalId = journalId;
        TransactionStates.check(t, Transition.CREDIT);
        t.enter(Transition.CREDIT, now);
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

    /**
     * An outgoing payment's amounts: {@code sent} in the source currency, {@code received} in the
     * destination's, {@code fees} (taken from what is sent) in the source currency.
     */
    public MoneyTransaction amounts(Money sent, Money received, String exchangeRate, Money fees) {
        if (type() != Type.OUTGOING) {
            throw new IllegalStateException("transaction " + id + " is " + type + ": it only receives");
        }
        sent.sameCurrency(fees);
        requireCurrency(sent, sourceCurrency, "source");
        requireCurrency(received, destinationCurrency, "destination");
        this.amount = sent.amount();
        this.currency = sent.currency().code();
        this.receivedAmount = received.amount();
        this.exchangeRate = exchangeRate;
        this.fees = fees.amount();
        return this;
    }

    /** An incoming payment's amount: {@code received} in the destination currency, nothing sent through the platform and no fee. */
    public MoneyTransaction received(Money received, String exchangeRate) {
        if (type() == Type.OUTGOING) {
            throw new IllegalStateException("transaction " + id + " is OUTGOING: it sends");
        }
        requireCurrency(received, destinationCurrency, "destination");
        this.amount = received.amount();
        this.currency = received.currency().code();
        this.receivedAmount = received.amount();
        this.exchangeRate = exchangeRate;
        this.fees = 0L;
        return this;
    }

    private void requireCurrency(Money m, String code, String side) {
        if (code != null && !code.equals(m.currency().code())) {
            throw new IllegalArgumentException("transaction " + id + "'s " + side + " currency is " + code + ", not " + m.currency().code());
        }
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

    public MoneyTransaction counterparty(Counterparty counterparty) {
        this.counterparty = counterparty;
        return this;
    }

    /** The internal account whose balance this transaction moves (source of an outgoing, destination of an incoming). */
    public MoneyTransaction touches(String internalAccountId) {
        this.accountId = internalAccountId;
        return this;
    }

    // ---- transitions: each checks TransactionStates' table first and changes nothing when refused ----

    /** Where its money is: delivered, in flight, or nowhere yet (or back). */
    public TransactionStates.Holding holding() {
        if (settled) {
            return TransactionStates.Holding.DELIVERED;
        }
        return inFlight > 0 ? TransactionStates.Holding.IN_FLIGHT : TransactionStates.Holding.NONE;
    }

    /** Whether the table allows {@code transition} now. */
    public boolean allows(Transition transition) {
        return TransactionStates.allows(this, transition);
    }

    /**
     * Takes one step of a sandbox script: the step's transition, with its failure or refund reason (the
     * others ignore it). Answers what the ledger must post, if anything.
     */
    public Optional<Movement> take(Transition transition, String reason, Instant now) {
        return switch (transition) {
            case ANNOUNCE -> none(() -> announce(now));
            case FUND -> fund(now);
            case PROCESS -> none(() -> process(now));
            case SETTLE -> Optional.of(settle(now));
            case RETURN -> Optional.of(returned(reason, now));
            case FAIL -> none(() -> fail(reason, now));
            case START_REFUND -> none(() -> startRefund(reason, now));
            case REFUND -> Optional.of(refund(now));
            case REFUND_FAIL -> none(() -> refundFailed(now));
            case CREDIT -> Optional.of(credit(now));
            case REJECT -> none(() -> reject(now));
            case RECEIVE_FUNDS, EXPIRE, AWAIT_AUTHORIZATION, AUTHORIZE -> throw new IllegalArgumentException(transition + " is not a step of a script");
        };
    }

    private static Optional<Movement> none(Runnable transition) {
        transition.run();
        return Optional.empty();
    }

    /** PENDING, announced: nothing moves. */
    public void announce(Instant now) {
        TransactionStates.check(this, Transition.ANNOUNCE);
        enter(Transition.ANNOUNCE, now);
    }

    /**
     * PENDING_AUTHORIZATION: the payment waits on its customer's strong customer authentication until
     * {@code deadline} (the challenge's expiry); nothing moves. Again from PENDING_AUTHORIZATION when a new
     * challenge replaces a spent one.
     */
    public void awaitAuthorization(Instant deadline, Instant now) {
        TransactionStates.check(this, Transition.AWAIT_AUTHORIZATION);
        enter(Transition.AWAIT_AUTHORIZATION, now);
        this.authorizationExpiresAt = deadline;
    }

    /** PENDING: a realtime-funded quote was authorized; it now waits for its funds at its payment instructions. */
    public void authorize(Instant now) {
        TransactionStates.check(this, Transition.AUTHORIZE);
        enter(Transition.AUTHORIZE, now);
    }

    /**
     * FAILED (SCA_NOT_COMPLETED): the challenge lapsed unanswered. Nothing was taken before the authorization (the
     * table allows this failure only with no money held), so nothing moves.
     */
    public void failUnauthorized(Instant now) {
        fail(SCA_NOT_COMPLETED, now);
    }

    /** Whether it waits on its customer's strong customer authentication. */
    public boolean awaitingAuthorization() {
        return status == TransactionStatus.PENDING_AUTHORIZATION;
    }

    /** Whether its authorization lapsed: PENDING_AUTHORIZATION and its challenge's deadline passed at {@code platformNow}. */
    public boolean authorizationLapsedAt(Instant platformNow) {
        return awaitingAuthorization() && authorizationExpiresAt != null && !platformNow.isBefore(authorizationExpiresAt);
    }

    /** A realtime-funded quote's funds arrived: {@code amount} goes into flight; the status stays PENDING. */
    public Movement receiveFunds(Money amount) {
        TransactionStates.check(this, Transition.RECEIVE_FUNDS);
        String ccy = sourceCurrency;
        requireCurrency(amount, ccy, "source");
        Movement m = Movement.of(Movement.Kind.REALTIME_FUNDING, id, PaymentAccounts.realtimeFunding(ccy, id), PaymentAccounts.inFlight(ccy, id),
                amount, null);
        this.inFlight = amount.amount();
        return m;
    }

    /**
     * PROCESSING: the sending amount is taken into flight, from the source internal account or pulled
     * from the external source. Realtime funds are in flight already: nothing more moves.
     */
    public Optional<Movement> fund(Instant now) {
        TransactionStates.check(this, Transition.FUND);
        String ccy = sourceCurrency;
        Money m = Movement.money(amount, ccy);
        Optional<Movement> movement = switch (funding()) {
            case INTERNAL -> Optional.of(Movement.of(Movement.Kind.PAYMENT, id, sourceAccountId, PaymentAccounts.inFlight(ccy, id), m, sourceAccountId));
            case PULL -> Optional.of(Movement.of(Movement.Kind.PULL, id, PaymentAccounts.externalPulls(ccy, id), PaymentAccounts.inFlight(ccy, id), m, null));
            default -> Optional.empty();
        };
        if (movement.isPresent()) {
            this.inFlight = amount;
        }
        enter(Transition.FUND, now);
        return movement;
    }

    /** PROCESSING without taking anything: a pull the bank is about to refuse. */
    public void process(Instant now) {
        TransactionStates.check(this, Transition.PROCESS);
        enter(Transition.PROCESS, now);
    }

    /**
     * COMPLETED: what is in flight is delivered, out of the platform (an external account or a UMA
     * receiver) or converted into the internal destination.
     */
    public Movement settle(Instant now) {
        TransactionStates.check(this, Transition.SETTLE);
        String from = sourceCurrency;
        Money out = Movement.money(inFlight, from);
        Movement m;
        if (destinationKind() == DestinationKind.INTERNAL) {
            m = new Movement(Movement.Kind.SETTLEMENT, id, PaymentAccounts.inFlight(from, id), destinationAccountId(), out,
                    received(), destinationAccountId());
        } else {
            m = Movement.of(Movement.Kind.SETTLEMENT, id, PaymentAccounts.inFlight(from, id), PaymentAccounts.externalPayouts(from, id), out, null);
        }
        this.inFlight = 0;
        this.settled = true;
        enter(Transition.SETTLE, now);
        return m;
    }

    /** FAILED ({@code reason}): a payout the receiving bank sent back; the money is in flight again, to be refunded. */
    public Movement returned(String reason, Instant now) {
        TransactionStates.check(this, Transition.RETURN);
        String ccy = sourceCurrency;
        Movement m = Movement.of(Movement.Kind.RETURN, id, PaymentAccounts.externalPayouts(ccy, id), PaymentAccounts.inFlight(ccy, id),
                Movement.money(amount, ccy), null);
        this.inFlight = amount;
        this.settled = false;
        this.failureReason = reason;
        enter(Transition.RETURN, now);
        return m;
    }

    /** FAILED ({@code reason}); what is in flight stays there until it is refunded. */
    public void fail(String reason, Instant now) {
        TransactionStates.check(this, Transition.FAIL);
        this.failureReason = reason;
        enter(Transition.FAIL, now);
    }

    /** REFUND_PENDING: the money in flight is to go back ({@code reason}, as the refund shows it). */
    public void startRefund(String reason, Instant now) {
        TransactionStates.check(this, Transition.START_REFUND);
        refundStatus(RefundStatus.PENDING, reason, now);
        enter(Transition.START_REFUND, now);
    }

    /** REFUND_COMPLETED: what is in flight goes back to the source account, the external source, or the realtime payer. */
    public Movement refund(Instant now) {
        TransactionStates.check(this, Transition.REFUND);
        String ccy = sourceCurrency;
        String flight = PaymentAccounts.inFlight(ccy, id);
        Money m = Movement.money(inFlight, ccy);
        Movement movement = switch (funding()) {
            case INTERNAL -> Movement.of(Movement.Kind.REFUND, id, flight, sourceAccountId, m, sourceAccountId);
            case PULL -> Movement.of(Movement.Kind.REFUND, id, flight, PaymentAccounts.externalPulls(ccy, id), m, null);
            default -> Movement.of(Movement.Kind.REFUND, id, flight, PaymentAccounts.realtimeFunding(ccy, id), m, null);
        };
        this.inFlight = 0;
        refundStatus(RefundStatus.COMPLETED, null, now);
        enter(Transition.REFUND, now);
        return movement;
    }

    /** REFUND_FAILED: the money stays in flight. */
    public void refundFailed(Instant now) {
        TransactionStates.check(this, Transition.REFUND_FAIL);
        refundStatus(RefundStatus.FAILED, null, now);
        enter(Transition.REFUND_FAIL, now);
    }

    /** COMPLETED: an incoming payment arrives in its internal account. */
    public Movement credit(Instant now) {
        TransactionStates.check(this, Transition.CREDIT);
        String ccy = destinationCurrency();
        String counter = funding() == Funding.PULL ? PaymentAccounts.externalPulls(ccy, id) : PaymentAccounts.umaIncoming(ccy, id);
        Movement m = Movement.of(Movement.Kind.INCOMING, id, counter, destinationAccountId(), received(),
                destinationAccountId());
        enter(Transition.CREDIT, now);
        return m;
    }

    /** REJECTED: the platform refused an incoming payment; nothing is credited. */
    public void reject(Instant now) {
        TransactionStates.check(this, Transition.REJECT);
        enter(Transition.REJECT, now);
    }

    /** EXPIRED (QUOTE_EXPIRED): an unexecuted quote ran out of time; nothing is scheduled, nothing awaits approval. */
    public void expire(Instant now) {
        TransactionStates.check(this, Transition.EXPIRE);
        this.failureReason = "QUOTE_EXPIRED";
        this.nextStepAt = null;
        this.awaitingApproval = false;
        enter(Transition.EXPIRE, now);
    }

    /** The ledger posted {@code movement} as {@code journalId}: the transaction links to the journal that moved its account's money. */
    public void posted(Movement movement, String journalId) {
        if (movement.kind().isTheTransactionsJournal()) {
            this.journalId = journalId;
        }
    }

    /** Whether it is a quote's or transfer's transaction that has not started: PENDING, before the first step of its script. */
    public boolean notStarted() {
        return status == TransactionStatus.PENDING && step == 0;
    }

    /** Whether a cancellation may stop it: PROCESSING, with its money in flight and not delivered. */
    public boolean cancellable() {
        return status == TransactionStatus.PROCESSING && allows(Transition.START_REFUND);
    }

    /** Takes the status {@code transition} leads to; the caller checked the table before changing anything. */
    private void enter(Transition transition, Instant now) {
        this.status = transition.to();
        if (status != TransactionStatus.PENDING_AUTHORIZATION) {
            this.authorizationExpiresAt = null;
        }
        this.updatedAt = now;
        if (status == TransactionStatus.COMPLETED && settledAt == null) {
            settledAt = now;
        }
    }

    private void refundStatus(RefundStatus status, String reason, Instant now) {
        if (refundInitiatedAt == null) {
            refundInitiatedAt = now;
        }
        this.refundStatus = status;
        if (reason != null) {
            this.refundReason = reason;
        }
        if (status != RefundStatus.PENDING) {
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

    public void confirmReceipt(Instant at, Instant now) { this.receiptConfirmedAt = at; this.updatedAt = now; }

    public String id() { return id; }
    public Type type() { return Type.valueOf(type); }
    public TransactionStatus status() { return status; }
    public String customerId() { return customerId; }
    public String platformCustomerId() { return platformCustomerId; }
    public String accountId() { return accountId; }
    public String journalId() { return journalId; }
    /** What the transaction is about: the amount sent (an outgoing payment) or received (an incoming one). */
    public Money amount() { return Movement.money(amount, currency); }
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
    /** What the destination receives, in its currency. */
    public Money received() { return Movement.money(receivedAmount == null ? amount : receivedAmount, destinationCurrency()); }
    public String exchangeRate() { return exchangeRate; }
    /** The fees, taken on the sending side (in the source currency; none on an incoming payment). */
    public Money fees() { return Movement.money(fees == null ? 0 : fees, sendingSide()); }
    public String failureReason() { return failureReason; }
    public RefundStatus refundStatus() { return refundStatus; }
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
    public Counterparty counterparty() { return counterparty; }
    public String outcome() { return outcome; }
    public int step() { return step; }
    public Instant nextStepAt() { return nextStepAt; }
    public Instant quoteExpiresAt() { return quoteExpiresAt; }
    /** What is between the source and the destination now, in the source currency. */
    public Money inFlight() { return Movement.money(inFlight, sendingSide()); }

    /** The currency of the sending side: the source's, or the transaction's own when no source currency was recorded. */
    private String sendingSide() { return sourceCurrency != null ? sourceCurrency : currency; }
    public boolean settled() { return settled; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
    public String agentId() { return agentId; }
    public boolean awaitingApproval() { return awaitingApproval; }
    public Instant authorizationExpiresAt() { return authorizationExpiresAt; }
    public void awaitingApproval(boolean awaiting) { this.awaitingApproval = awaiting; }
}
