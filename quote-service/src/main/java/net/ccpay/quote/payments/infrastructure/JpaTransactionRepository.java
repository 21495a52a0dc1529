package net.ccpay.quote.payments.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.JpqlKeyset;
import net.ccpay.quote.payments.domain.MoneyTransaction;
import net.ccpay.quote.payments.domain.TransactionRepository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

@ApplicationScoped
public class JpaTransactionRepository extends JpaRows<MoneyTransaction> implements TransactionRepository {

    public JpaTransactionRepository() {
        super(MoneyTransaction.class);
    }

    @Override
    public void add(MoneyTransaction tx) {
        em.persist(tx);
    }

    @Override
    public Optional<MoneyTransaction> findForUpdateSkipLocked(String id) {
        @SuppressWarnings("unchecked")
        List<MoneyTransaction> rows = em.createNativeQuery("SELECT * FROM money_transaction WHERE id = ? FOR UPDATE SKIP LOCKED", MoneyTransaction.class)
                .setParameter(1, id).getResultList();
        return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
    }

    @Override
    public Optional<MoneyTransaction> findRefreshed(String id) {
        MoneyTransaction tx = em.find(MoneyTransaction.class, id);
        if (tx != null) {
            em.refresh(tx);
        }
        return Optional.ofNullable(tx);
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<String> dueStepIds(Instant now, int limit) {
        return em.createNativeQuery("SELECT id FROM money_transaction WHERE next_step_at <= ? ORDER BY next_step_at LIMIT " + limit)
                .setParameter(1, Timestamp.from(now)).getResultList();
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<String> expiredQuoteIds(Instant platformNow, int limit) {
        return em.createNativeQuery("SELECT id FROM money_transaction WHERE status = 'PENDING' AND quote_expires_at <= ?"
                        + " ORDER BY quote_expires_at LIMIT " + limit)
                .setParameter(1, Timestamp.from(platformNow)).getResultList();
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<String> lapsedAuthorizationIds(Instant platformNow, int limit) {
        return em.createNativeQuery("SELECT id FROM money_transaction WHERE authorization_expires_at <= ?"
                        + " ORDER BY authorization_expires_at LIMIT " + limit)
                .setParameter(1, Timestamp.from(platformNow)).getResultList();
    }

    @Override
    public boolean claimLapsedAuthorization(String id, Instant platformNow) {
        return em.createNativeQuery("UPDATE money_transaction SET authorization_expires_at = NULL"
                        + " WHERE id = ? AND status = 'PENDING_AUTHORIZATION' AND authorization_expires_at <= ?")
                .setParameter(1, id).setParameter(2, Timestamp.from(platformNow)).executeUpdate() != 0;
    }

    @Override
    public Rows list(TransactionFilter f, int limit, Cursor after) {
        StringBuilder where = new StringBuilder("1 = 1");
        Map<String, Object> params = new LinkedHashMap<>();
        if (f.customerId() != null) { where.append(" AND t.customerId = :customer"); params.put("customer", f.customerId()); }
        if (f.platformCustomerId() != null) { where.append(" AND t.platformCustomerId = :pcid"); params.put("pcid", f.platformCustomerId()); }
        if (f.accountIdentifier() != null) {
            where.append(" AND (t.sourceAccountId = :acct OR t.destinationAccountId = :acct OR t.accountId = :acct)");
            params.put("acct", f.accountIdentifier());
        }
        if (f.senderAccountIdentifier() != null) { where.append(" AND t.sourceAccountId = :sender"); params.put("sender", f.senderAccountIdentifier()); }
        if (f.receiverAccountIdentifier() != null) {
            where.append(" AND t.destinationAccountId = :receiver");
            params.put("receiver", f.receiverAccountIdentifier());
        }
        if (f.status() != null) { where.append(" AND t.status = :status"); params.put("status", f.status()); }
        if (f.type() != null) { where.append(" AND t.type = :type"); params.put("type", f.type()); }
        if (f.reference() != null) { where.append(" AND t.reference = :reference"); params.put("reference", f.reference()); }
        if (f.startDate() != null) { where.append(" AND t.createdAt >= :start"); params.put("start", f.startDate()); }
        if (f.endDate() != null) { where.append(" AND t.createdAt <= :end"); params.put("end", f.endDate()); }
        JpqlKeyset.Rows<MoneyTransaction> r = JpqlKeyset.run(em, MoneyTransaction.class, "t", where.toString(), params, limit, after, f.ascending());
        return new Rows(r.rows(), r.totalCount());
    }
}
