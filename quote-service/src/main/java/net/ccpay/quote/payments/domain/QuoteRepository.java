package net.ccpay.quote.payments.domain;

import java.time.Instant;
import java.util.Optional;

/** The payments' quotes, and the receiver lookups a quote uses once. */
public interface QuoteRepository {

    void add(PaymentQuote quote);

    Optional<PaymentQuote> find(String id);

    /** The stored receiver lookup with its row locked until the transaction ends: quotes racing for one lookup queue. */
    Optional<StoredLookup> lookupForUpdate(String lookupId);

    /** The id of a quote that used this lookup, if any did. */
    Optional<String> quoteUsingLookup(String lookupId);

    /**
     * Writes what this transaction added so far now, so that a concurrent quote's claim of the same lookup id waits
     * for this one's unique key (or this one for the other's).
     *
     * @throws LookupTaken when another quote holds the lookup id
     */
    void flushLookupClaim();

    /** A receiver lookup as stored: who made it, for which destination, in which sending currency, its answer (JSON). */
    record StoredLookup(String senderCustomerId, String accountId, String receiverUma, String sendingCurrency, String response,
                        Instant createdAt) {}

    /** Another quote holds the lookup id (the quotes' unique lookup_id). */
    final class LookupTaken extends RuntimeException {
        public LookupTaken() {
            super("lookup id taken", null, false, false);
        }
    }
}
