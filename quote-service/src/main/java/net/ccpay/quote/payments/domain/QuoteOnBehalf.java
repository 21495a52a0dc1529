package net.ccpay.quote.payments.domain;

/**
 * An agent creating a quote for its customer: the quote's accounts must be that customer's, and the
 * agent's policy sees the priced quote before it is kept ({@link #check} throws to refuse it).
 */
public interface QuoteOnBehalf {

    String agentId();

    String customerId();

    /** Refuses (throws a named domain exception) a priced quote the agent may not make; {@code sourceAccountId} is null for realtime funding. */
    void check(String sourceAccountId, Price price);
}
