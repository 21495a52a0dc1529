package net.ccpay.quote.ledger.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.quote.ledger.domain.LedgerEntryRepository;

import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

@ApplicationScoped
public class JpaLedgerEntryRepository implements LedgerEntryRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public boolean internalAccountExists(String internalAccountId) {
        return !em.createNativeQuery("SELECT id FROM internal_account WHERE id = ?").setParameter(1, internalAccountId).getResultList().isEmpty();
    }

    @Override
    public long countOf(String accountId) {
        return ((Number) em.createNativeQuery("SELECT COUNT(*) FROM ledger_entry WHERE account_id = ?")
                .setParameter(1, accountId).getSingleResult()).longValue();
    }

    @Override
    public List<AccountEntry> newestFirst(String accountId, Instant afterCreatedAt, Long afterId, int max) {
        boolean after = afterCreatedAt != null && afterId != null;
        StringBuilder sql = new StringBuilder("SELECT e.id, e.journal_id, j.description, e.currency, e.amount, e.created_at "
                + "FROM ledger_entry e LEFT JOIN ledger_journal j ON j.id = e.journal_id WHERE e.account_id = ? ");
        if (after) {
            sql.append("AND (e.created_at < ? OR (e.created_at = ? AND e.id < ?)) ");
        }
        sql.append("ORDER BY e.created_at DESC, e.id DESC LIMIT ?");
        var q = em.createNativeQuery(sql.toString()).setParameter(1, accountId);
        int p = 2;
        if (after) {
            Timestamp t = Timestamp.from(afterCreatedAt);
            q.setParameter(p++, t).setParameter(p++, t).setParameter(p++, afterId);
        }
        q.setParameter(p, max);
        @SuppressWarnings("unchecked")
        List<Object[]> rows = q.getResultList();
        List<AccountEntry> entries = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            entries.add(new AccountEntry(((Number) r[0]).longValue(), (String) r[1], (String) r[2], (String) r[3], ((Number) r[4]).longValue(),
                    instant(r[5])));
        }
        return entries;
    }

    @Override
    public List<JournalLeg> otherLegs(Collection<String> journalIds, String accountId) {
        if (journalIds.isEmpty()) {
            return List.of();
        }
        StringBuilder in = new StringBuilder();
        for (int i = 0; i < journalIds.size(); i++) {
            in.append(i == 0 ? "?" : ", ?");
        }
        var q = em.createNativeQuery("SELECT journal_id, account_id, amount FROM ledger_entry WHERE journal_id IN (" + in
                + ") AND account_id <> ? ORDER BY id");
        int p = 1;
        for (String journalId : journalIds) {
            q.setParameter(p++, journalId);
        }
        q.setParameter(p, accountId);
        @SuppressWarnings("unchecked")
        List<Object[]> found = q.getResultList();
        List<JournalLeg> legs = new ArrayList<>(found.size());
        for (Object[] r : found) {
            legs.add(new JournalLeg((String) r[0], (String) r[1], ((Number) r[2]).longValue()));
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
