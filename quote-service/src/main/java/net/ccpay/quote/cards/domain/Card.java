package net.ccpay.quote.cards.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;

/**
 * A virtual card bound to one or more of its holder's internal accounts (in priority order). Its
 * number is never stored: {@link CardNumbers} derives it from the id when a reveal needs it. It is
 * issued PROCESSING; the issuer's provisioning makes it ACTIVE at {@link #activatesAt()} (the
 * activation timer's conditional update, so no copy of the service holds the schedule in memory).
 */
@Entity
@Table(name = "card")
public class Card {

    @Id
    private String id;
    @Column(name = "cardholder_id")
    private String cardholderId;
    @Column(name = "platform_card_id")
    private String platformCardId;
    @Enumerated(EnumType.STRING)
    private CardState state;
    @Column(name = "state_reason")
    private String stateReason;
    private String brand;
    private String form;
    private String last4;
    @Column(name = "exp_month")
    private int expMonth;
    @Column(name = "exp_year")
    private int expYear;
    private String currency;
    @Column(name = "funding_sources")
    private String fundingSources;
    @Column(name = "max_spend_per_transaction")
    private Long maxSpendPerTransaction;
    @Column(name = "processor_ref")
    private String processorRef;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;
    /** When the sandbox issuer's provisioning ends (the activation timer's schedule); null when none is due. */
    @Column(name = "activates_at")
    private Instant activatesAt;

    protected Card() {}

    public Card(String id, String cardholderId, String platformCardId, String currency, List<String> fundingSources,
                Long maxSpendPerTransaction, CardNumbers.Details details, String processorRef, Instant now, Instant activatesAt) {
        this.id = id;
        this.cardholderId = cardholderId;
        this.platformCardId = platformCardId;
        this.state = CardState.PROCESSING;
        this.brand = "VISA";
        this.form = "VIRTUAL";
        this.last4 = details.pan().substring(details.pan().length() - 4);
        this.expMonth = details.expMonth();
        this.expYear = details.expYear();
        this.currency = currency;
        this.fundingSources = String.join(",", fundingSources);
        this.maxSpendPerTransaction = maxSpendPerTransaction;
        this.processorRef = processorRef;
        this.createdAt = now;
        this.updatedAt = now;
        this.activatesAt = activatesAt;
    }

    /** Moves to {@code next} as {@link CardLifecycle} allows; true when the state changed. */
    public boolean moveTo(CardState next, Instant now) {
        if (!CardLifecycle.check(id, state(), next)) {
            return false;
        }
        this.state = next;
        if (next == CardState.CLOSED) {
            this.stateReason = "CLOSED_BY_PLATFORM";
        }
        this.updatedAt = now;
        return true;
    }

    public void fundingSources(List<String> sources, Instant now) {
        CardLifecycle.checkMutable(id, state());
        this.fundingSources = String.join(",", sources);
        this.updatedAt = now;
    }

    public void maxSpendPerTransaction(Long limit, Instant now) {
        CardLifecycle.checkMutable(id, state());
        this.maxSpendPerTransaction = limit;
        this.updatedAt = now;
    }

    public String id() { return id; }
    public String cardholderId() { return cardholderId; }
    public String platformCardId() { return platformCardId; }
    public CardState state() { return state; }
    public String stateReason() { return stateReason; }
    public String brand() { return brand; }
    public String form() { return form; }
    public String last4() { return last4; }
    public int expMonth() { return expMonth; }
    public int expYear() { return expYear; }
    public String currency() { return currency; }
    public List<String> fundingSources() { return fundingSources.isEmpty() ? List.of() : Arrays.asList(fundingSources.split(",")); }
    public Long maxSpendPerTransaction() { return maxSpendPerTransaction; }
    public String processorRef() { return processorRef; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
    public Instant activatesAt() { return activatesAt; }
}
