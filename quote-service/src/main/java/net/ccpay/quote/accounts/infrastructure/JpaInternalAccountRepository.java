package net.ccpay.quote.accounts.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.TypedQuery;
import net.ccpay.common.db.JpaRows;
import net.ccpay.common.paging.Counts;
import net.ccpay.common.paging.Cursor;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.accounts.domain.InternalAccountRepository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

@ApplicationScoped
public class JpaInternalAccountRepository extends JpaRows<InternalAccount> implements InternalAccountRepository {

    public JpaInternalAccountRepository() {
        super(InternalAccount.class);
    }

    /** An upsert takes its exclusive lock at once, where concurrent inserts into internal_account's unique key deadlock. */
    @Override
    public void lockOwner(String ownerKey) {
        em.createNativeQuery("INSERT INTO account_owner (owner_key) VALUES (?) ON DUPLICATE KEY UPDATE owner_key = owner_key")
                .setParameter(1, ownerKey).executeUpdate();
    }

    @Override
    public boolean addIfAbsent(InternalAccount a) {
        return em.createNativeQuery("INSERT IGNORE INTO internal_account (id, owner_key, customer_id, account_type, currency, status,"
                        + " private_enabled, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
                .setParameter(1, a.id()).setParameter(2, a.customerId() == null ? InternalAccount.PLATFORM : a.customerId())
                .setParameter(3, a.customerId()).setParameter(4, a.type()).setParameter(5, a.currency())
                .setParameter(6, a.status().name()).setParameter(7, a.privateEnabled())
                .setParameter(8, Timestamp.from(a.createdAt())).setParameter(9, Timestamp.from(a.updatedAt()))
                .executeUpdate() == 1;
    }

    @Override
    public Optional<InternalAccount> findRefreshed(String id) {
        InternalAccount a = em.find(InternalAccount.class, id);
        if (a != null) {
            em.refresh(a);
        }
        return Optional.ofNullable(a);
    }

    @Override
    public boolean hasAccounts(String customerId) {
        return !em.createQuery("SELECT a.id FROM InternalAccount a WHERE a.customerId = :c", String.class)
                .setParameter("c", customerId).setMaxResults(1).getResultList().isEmpty();
    }

    @Override
    public List<String> idsOf(String customerId) {
        return em.createQuery("SELECT a.id FROM InternalAccount a WHERE a.customerId = :c ORDER BY a.id", String.class)
                .setParameter("c", customerId).getResultList();
    }

    @Override
    public List<String> pendingIdsForUpdate(Instant createdUpTo) {
        @SuppressWarnings("unchecked")
        List<String> ids = em.createNativeQuery(
                        "SELECT id FROM internal_account WHERE status = 'PENDING' AND created_at <= ? ORDER BY created_at LIMIT 200 FOR UPDATE SKIP LOCKED")
                .setParameter(1, Timestamp.from(createdUpTo))
                .getResultList();
        return ids;
    }

    @Override
    public List<InternalAccount> activeOf(String customerId) {
        return em.createQuery("SELECT a FROM InternalAccount a WHERE a.customerId = :c AND a.status = :s"
                + " ORDER BY a.createdAt, a.id", InternalAccount.class).setParameter("c", customerId)
                .setParameter("s", InternalAccount.Status.ACTIVE).getResultList();
    }

    @Override
    public Optional<InternalAccount> findOf(String customerId, String currency) {
        return em.createQuery("SELECT a FROM InternalAccount a WHERE a.customerId = :c AND a.currency = :ccy",
                InternalAccount.class).setParameter("c", customerId).setParameter("ccy", currency).getResultList().stream().findFirst();
    }

    @Override
    public List<String> activeCurrenciesOf(String customerId) {
        return em.createQuery("SELECT a.currency FROM InternalAccount a WHERE a.customerId = :c AND a.status = :s ORDER BY a.createdAt, a.id",
                String.class).setParameter("c", customerId).setParameter("s", InternalAccount.Status.ACTIVE).getResultList();
    }

    @Override
    public List<AccountCurrency> platformAccountCurrencies() {
        @SuppressWarnings("unchecked")
        List<Object[]> platform = em.createNativeQuery("SELECT id, currency FROM internal_account WHERE customer_id IS NULL").getResultList();
        return platform.stream().map(row -> new AccountCurrency((String) row[0], (String) row[1])).toList();
    }

    @Override
    public List<InternalAccount> platformAccounts() {
        return em.createQuery("SELECT a FROM InternalAccount a WHERE a.customerId IS NULL ORDER BY a.createdAt, a.id", InternalAccount.class)
                .getResultList();
    }

    @Override
    public AccountRows customerAccounts(String customerId, String currency, String type, int limit, Cursor after) {
        StringBuilder where = new StringBuilder("a.customerId IS NOT NULL");
        Map<String, Object> params = new LinkedHashMap<>();
        if (customerId != null) { where.append(" AND a.customerId = :customer"); params.put("customer", customerId); }
        if (currency != null) { where.append(" AND a.currency = :currency"); params.put("currency", currency); }
        if (type != null) { where.append(" AND a.type = :type"); params.put("type", type); }
        String base = "FROM InternalAccount a WHERE " + where;
        TypedQuery<InternalAccount> q = em.createQuery("SELECT a " + base
                + (after == null ? "" : " AND (a.createdAt > :ac OR (a.createdAt = :ac AND a.id > :ai))")
                + " ORDER BY a.createdAt, a.id", InternalAccount.class);
        params.forEach(q::setParameter);
        if (after != null) {
            q.setParameter("ac", after.createdAt()).setParameter("ai", after.id());
        }
        return new AccountRows(q.setMaxResults(limit + 1).getResultList(), Counts.jpqlCount(em, "a", base, params));
    }
}
