package net.ccpay.quote.receiver.domain;

import java.time.Instant;

/** Where each lookup's answer is kept under its {@code Lookup:} id for the quote that follows (the port). */
public interface StoredLookups {

    /** One stored lookup: what was asked and what was answered (kept as the very JSON the caller receives). */
    record StoredLookup(String id, String accountId, String receiverUma, String senderCustomerId,
                        String senderUma, String sendingCurrency, LookupAnswer answer, Instant createdAt) {}

    /** Inside the caller's transaction, committed or rolled back with it; outside one, committed before it returns. */
    void insert(StoredLookup lookup);
}
