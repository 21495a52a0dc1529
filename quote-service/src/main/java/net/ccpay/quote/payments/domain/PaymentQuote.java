package net.ccpay.quote.payments.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.money.Money;

import java.time.Instant;

/**
 * A quote as priced: who sends, from where to where, the amounts on both sides, the fee and the rate,
 * and until when it may be executed. It never changes; its state is its transaction's
 * ({@link QuoteStatus#of}), so every change of a payment locks exactly one row.
 */
@Entity
@Table(name = "payment_quote")
public class PaymentQuote {

    @Id
    private String id;
    @Column(name = "transaction_id")
    private String transactionId;
    @Column(name = "lookup_id")
    private String lookupId;
    @Column(name = "customer_id")
    private String customerId;
    @Column(name = "source_type")
    private String sourceType;
    @Column(name = "source_account_id")
    private String sourceAccountId;
    @Column(name = "source_account_type")
    private String sourceAccountType;
    @Column(name = "source_customer_id")
    private String sourceCustomerId;
    @Column(name = "source_currency")
    private String sourceCurrency;
    @Column(name = "crypto_network")
    private String cryptoNetwork;
    @Column(name = "destination_type")
    private String destinationType;
    @Column(name = "destination_account_id")
    private String destinationAccountId;
    @Column(name = "destination_uma")
    private String destinationUma;
    @Column(name = "destination_currency")
    private String destinationCurrency;
    @Column(name = "destination_rail")
    private String destinationRail;
    @Column(name = "sending_currency")
    private String sendingCurrency;
    @Column(name = "receiving_currency")
    private String receivingCurrency;
    @Column(name = "total_sending")
    private long totalSending;
    @Column(name = "total_receiving")
    private long totalReceiving;
    private long fees;
    @Column(name = "variable_fee")
    private long variableFee;
    @Column(name = "fee_bps")
    private int feeBps;
    @Column(name = "fee_fixed")
    private long feeFixed;
    @Column(name = "exchange_rate")
    private String exchangeRate;
    private String multiplier;
    @Column(name = "expires_at")
    private Instant expiresAt;
    @Column(name = "created_at")
    private Instant createdAt;
    /** The agent that created the quote (null for the platform's own quotes). */
    @Column(name = "agent_id")
    private String agentId;

    protected PaymentQuote() {}

    public PaymentQuote(String id, String transactionId, String lookupId, String customerId, QuoteCommand.Source source,
                        String sourceAccountType, QuoteCommand.Destination destination, Price price, Instant createdAt, Instant expiresAt) {
        this.id = id;
        this.transactionId = transactionId;
        this.lookupId = lookupId;
        this.customerId = customerId;
        this.sourceType = source.type();
        this.sourceAccountId = source.accountId();
        this.sourceAccountType = sourceAccountType;
        this.sourceCustomerId = source.customerId();
        this.sourceCurrency = source.currency();
        this.cryptoNetwork = source.cryptoNetwork();
        this.destinationType = destination.type();
        this.destinationAccountId = destination.accountId();
        this.destinationUma = destination.umaAddress();
        this.destinationCurrency = destination.currency();
        this.destinationRail = destination.paymentRail();
        this.sendingCurrency = price.sending();
        this.receivingCurrency = price.receiving();
        this.totalSending = price.totalSending().amount();
        this.totalReceiving = price.totalReceiving().amount();
        this.fees = price.fees().amount();
        this.variableFee = price.variableFee().amount();
        this.feeBps = price.feeBps();
        this.feeFixed = price.feeFixed().amount();
        this.exchangeRate = price.exchangeRate().toPlainString();
        this.multiplier = price.multiplier().toPlainString();
        this.createdAt = createdAt;
        this.expiresAt = expiresAt;
    }

    public String id() { return id; }
    public String transactionId() { return transactionId; }
    public String lookupId() { return lookupId; }
    public String customerId() { return customerId; }
    public String sourceType() { return sourceType; }
    public String sourceAccountId() { return sourceAccountId; }
    /** The type of an internal source account (EMBEDDED_WALLET sources are executed with a wallet signature). */
    public String sourceAccountType() { return sourceAccountType; }
    public String sourceCustomerId() { return sourceCustomerId; }
    public String sourceCurrency() { return sourceCurrency; }
    public String cryptoNetwork() { return cryptoNetwork; }
    public String destinationType() { return destinationType; }
    public String destinationAccountId() { return destinationAccountId; }
    public String destinationUma() { return destinationUma; }
    public String destinationCurrency() { return destinationCurrency; }
    public String destinationRail() { return destinationRail; }
    public String sendingCurrency() { return sendingCurrency; }
    public String receivingCurrency() { return receivingCurrency; }
    /** What the sender pays, fees included. */
    public Money totalSending() { return money(totalSending, sendingCurrency); }
    /** What the receiver gets. */
    public Money totalReceiving() { return money(totalReceiving, receivingCurrency); }
    /** The fees, in the sending currency: {@link #variableFee()} plus {@link #feeFixed()}. */
    public Money fees() { return money(fees, sendingCurrency); }
    public Money variableFee() { return money(variableFee, sendingCurrency); }
    public int feeBps() { return feeBps; }
    public Money feeFixed() { return money(feeFixed, sendingCurrency); }

    private static Money money(long amount, String code) {
        return Money.of(amount, CurrencyCodes.find(code).orElseThrow(() -> new IllegalStateException("unknown currency " + code)));
    }
    public java.math.BigDecimal exchangeRate() { return new java.math.BigDecimal(exchangeRate); }
    public java.math.BigDecimal multiplier() { return new java.math.BigDecimal(multiplier); }
    public Instant expiresAt() { return expiresAt; }
    public Instant createdAt() { return createdAt; }
    public String agentId() { return agentId; }

    /** Marks the quote as created by {@code agentId} (before it is persisted). */
    public void createdByAgent(String agentId) { this.agentId = agentId; }
}
