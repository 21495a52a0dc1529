package net.ccpay.quote.ledger.domain;

import java.time.Instant;
import java.util.Collection;
import java.util.List;

/** The ledger's entries as operators read them, account by account (read-only). */
public interface LedgerEntryRepository {

    /** Whether an internal account has this id. */
    boolean internalAccountExists(String internalAccountId);

    /** How many entries the account has. */
    long countOf(String accountId);

    /**
     * Up to {@code max} of the account's entries, newest first (creation time, then id), each with its journal's
     * description; when {@code afterCreatedAt} and {@code afterId} are given, only those strictly after that entry in
     * this order.
     */
    List<AccountEntry> newestFirst(String accountId, Instant afterCreatedAt, Long afterId, int max);

    /** The entries of these journals on accounts other than {@code accountId}, in id order. */
    List<JournalLeg> otherLegs(Collection<String> journalIds, String accountId);

    /** An entry on an account, with its journal's description. */
    record AccountEntry(long id, String journalId, String description, String currency, long amount, Instant createdAt) {}

    /** An entry of a journal. */
    record JournalLeg(String journalId, String accountId, long amount) {}
}
