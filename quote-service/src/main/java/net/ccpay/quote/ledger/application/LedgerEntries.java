package net.ccpay.quote.ledger.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.quote.ledger.domain.LedgerEntryRepository;
import net.ccpay.quote.ledger.domain.UnknownInternalAccount;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What operators see of the ledger behind an internal account: its entries, newest first, each with its
 * journal's description and the other entries of that journal (where the money came from or went to).
 * Read-only; the balance an account shows is the sum of these entries.
 */
@ApplicationScoped
public class LedgerEntries {

    /** One entry on the account, with the journal's other legs. */
    public record Entry(long id, String journalId, String description, String currency, long amount, Instant createdAt,
                        List<Leg> counterparts) {}

    /** Another entry of the same journal. */
    public record Leg(String accountId, long amount) {}

    @Inject
    LedgerEntryRepository entries;

    @Transactional
    public Page<Entry> of(String internalAccountId, PageRequest page) {
        if (!entries.internalAccountExists(internalAccountId)) {
            throw new UnknownInternalAccount(internalAccountId);
        }
        long total = entries.countOf(internalAccountId);
        Cursor after = page.after();
        Long afterId = null;
        if (after != null) {
            try {
                afterId = Long.parseLong(after.id());
            } catch (NumberFormatException e) {
                afterId = null;
            }
        }
        List<LedgerEntryRepository.AccountEntry> rows = entries.newestFirst(internalAccountId,
                after != null && afterId != null ? after.createdAt() : null, afterId, page.limit() + 1);
        Map<String, List<Leg>> legs = counterparts(rows, internalAccountId);
        List<Entry> out = new ArrayList<>();
        for (LedgerEntryRepository.AccountEntry r : rows) {
            out.add(new Entry(r.id(), r.journalId(), r.description(), r.currency(), r.amount(), r.createdAt(),
                    legs.getOrDefault(r.journalId(), List.of())));
        }
        return Page.of(out, page.limit(), total, e -> new Cursor(e.createdAt(), Long.toString(e.id())));
    }

    private Map<String, List<Leg>> counterparts(List<LedgerEntryRepository.AccountEntry> rows, String accountId) {
        Map<String, List<Leg>> legs = new LinkedHashMap<>();
        if (rows.isEmpty()) {
            return legs;
        }
        List<String> journals = rows.stream().map(LedgerEntryRepository.AccountEntry::journalId).toList();
        for (LedgerEntryRepository.JournalLeg r : entries.otherLegs(journals, accountId)) {
            legs.computeIfAbsent(r.journalId(), k -> new ArrayList<>()).add(new Leg(r.accountId(), r.amount()));
        }
        return legs;
    }
}
