package net.ccpay.quote.external.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.persistence.TypedQuery;
import net.ccpay.common.db.JpaRows;
import net.ccpay.common.paging.Counts;
import net.ccpay.common.paging.Cursor;
import net.ccpay.quote.external.domain.ExternalAccount;
import net.ccpay.quote.external.domain.ExternalAccountRepository;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

@ApplicationScoped
public class JpaExternalAccountRepository extends JpaRows<ExternalAccount> implements ExternalAccountRepository {

    public JpaExternalAccountRepository() {
        super(ExternalAccount.class);
    }

    @Override
    public void add(ExternalAccount account) {
        em.persist(account);
    }

    @Override
    public void lockOwner(String customerId) {
        em.createNativeQuery("INSERT INTO account_owner (owner_key) VALUES (?) ON DUPLICATE KEY UPDATE owner_key = owner_key")
                .setParameter(1, customerId).executeUpdate();
    }

    /** The old rows are read as entities, so a change to them reaches the entity cache with the commit. */
    @Override
    public List<ExternalAccount> defaultUmaDepositAccountsForUpdate(String customerId) {
        return em.createQuery("SELECT a FROM ExternalAccount a WHERE a.customerId = :c AND a.defaultUmaDepositAccount = true AND a.deletedAt IS NULL",
                        ExternalAccount.class)
                .setParameter("c", customerId)
                .setLockMode(LockModeType.PESSIMISTIC_WRITE)
                .getResultList();
    }

    @Override
    public Listed list(boolean platformOwned, String customerId, String currency, int n, Cursor after) {
        StringBuilder where = new StringBuilder(platformOwned ? "a.customerId IS NULL" : "a.customerId IS NOT NULL");
        where.append(" AND a.deletedAt IS NULL");
        Map<String, Object> params = new LinkedHashMap<>();
        if (customerId != null) { where.append(" AND a.customerId = :customer"); params.put("customer", customerId); }
        if (currency != null) { where.append(" AND a.currency = :currency"); params.put("currency", currency); }
        String base = "FROM ExternalAccount a WHERE " + where;
        TypedQuery<ExternalAccount> q = em.createQuery("SELECT a " + base
                + (after == null ? "" : " AND (a.createdAt > :ac OR (a.createdAt = :ac AND a.id > :ai))")
                + " ORDER BY a.createdAt, a.id", ExternalAccount.class);
        params.forEach(q::setParameter);
        if (after != null) {
            q.setParameter("ac", after.createdAt()).setParameter("ai", after.id());
        }
        List<ExternalAccount> rows = q.setMaxResults(n + 1).getResultList();
        return new Listed(rows, Counts.jpqlCount(em, "a", base, params));
    }
}
