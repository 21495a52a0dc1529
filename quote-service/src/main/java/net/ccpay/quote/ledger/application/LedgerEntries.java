package net.ccpay.quote.ledger.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.quote.ledger.domain.UnknownInternalAccount;

import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDateTime;
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

    @PersistenceContext
    EntityManager em;

    @Transactional
    public Page<Entry> of(String internalAccountId, PageRequest page) {
        List<?> account = em.createNativeQuery("SELECT id FROM internal_account WHERE id = ?").setParameter(1, internalAccountId).getResultList();
        if (account.isEmpty()) {
            throw new UnknownInternalAccount(internalAccountId);
        }
        long total = ((Number) em.createNativeQuery("SELECT COUNT(*) FROM ledger_entry WHERE account_id = ?")
                .setParameter(1, internalAccountId).getSingleResult()).longValue();
        StringBuilder sql = new StringBuilder("SELECT e.id, e.journal_id, j.description, e.currency, e.amount, e.created_at "
                + "FROM ledger_entry e LEFT JOIN ledger_journal j ON j.id = e.journal_id WHERE e.account_id = ? ");
        Cursor after = page.after();
        Long afterId = null;
        if (after != null) {
            try {
                afterId = Long.parseLong(after.id());
            } catch (NumberFormatException e) {
                afterId = null;
            }
        }
        if (after != null && afterId != null) {
            sql.append("AND (e.created_at < ? OR (e.created_at = ? AND e.id < ?)) ");
        }
        sql.append("ORDER BY e.created_at DESC, e.id DESC LIMIT ?");
        var q = em.createNativeQuery(sql.toString()).setParameter(1, internalAccountId);
        int p = 2;
        if (after != null && afterId != null) {
            Timestamp t = Timestamp.from(after.createdAt());
            q.setParameter(p++, t).setParameter(p++, t).setParameter(p++, afterId);
        }
        q.setParameter(p, page.limit() + 1);
        @SuppressWarnings("unchecked")
        List<Object[]> rows = q.getResultList();
        Map<String, List<Leg>> legs = counterparts(rows, internalAccountId);
        List<Entry> entries = new ArrayList<>();
        for (Object[] r : rows) {
            String journal = (String) r[1];
            entries.add(new Entry(((Number) r[0]).longValue(), journal, (String) r[2], (String) r[3], ((Number) r[4]).longValue(),
                    instant(r[5]), legs.getOrDefault(journal, List.of())));
        }
        return Page.of(entries, page.limit(), total, e -> new Cursor(e.createdAt(), Long.toString(e.id())));
    }

    private Map<String, List<Leg>> counterparts(List<Object[]> rows, String accountId) {
        Map<String, List<Leg>> legs = new LinkedHashMap<>();
        if (rows.isEmpty()) {
            return legs;
        }
        StringBuilder in = new StringBuilder();
        for (int i = 0; i < rows.size(); i++) {
            in.append(i == 0 ? "?" : ", ?");
        }
        var q = em.createNativeQuery("SELECT journal_id, account_id, amount FROM ledger_entry WHERE journal_id IN (" + in
                + ") AND account_id <> ? ORDER BY id");
        int p = 1;
        for (Object[] r : rows) {
            q.setParameter(p++, r[1]);
        }
        q.setParameter(p, accountId);
        @SuppressWarnings("unchecked")
        List<Object[]> found = q.getResultList();
        for (Object[] r : found) {
            legs.computeIfAbsent((String) r[0], k -> new ArrayList<>()).add(new Leg((String) r[1], ((Number) r[2]).longValue()));
        }
        return legs;
    }

    private static Instant instant(Object o) {
        if (o instanceof Timestamp t) return t.toInstant();
        if (o instanceof LocalDateTime l) return Timestamp.valueOf(l).toInstant();
        if (o instanceof Instant i) return i;
        return Instant.parse(String.valueOf(o));
    }
}
