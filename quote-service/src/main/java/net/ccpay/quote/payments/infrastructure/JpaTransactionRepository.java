package net.ccpay.quote.payments.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.common.paging.Counts;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.JpqlKeyset;
import net.ccpay.quote.payments.domain.MoneyTransaction;
import net.ccpay.quote.payments.domain.TransactionRepository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

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
        if (f.accountIdentifier() != null) {
            return eitherSide(where.toString(), params, f.accountIdentifier(), limit, after, f.ascending());
        }
        JpqlKeyset.Rows<MoneyTransaction> r = JpqlKeyset.run(em, MoneyTransaction.class, "t", where.toString(), params, limit, after, f.ascending());
        return new Rows(r.rows(), r.totalCount());
    }

    /**
     * The transactions that moved an account's money either way: what it sent, one range of money_transaction_by_sender,
     * and what it received, one range of money_transaction_by_receiver, each cut to the page and merged here, so a page
     * reads about two pages' worth of entries however many transactions the account has. Read as one filter with an OR,
     * the database merged the two indexes and read and sorted every transaction of the account for each page. The
     * account a transaction moves (account_id) is always its source or its destination, and never both (a payment from
     * an account to itself is refused, SelfPayment), so the count is the sum of the two counts.
     */
    private Rows eitherSide(String where, Map<String, Object> params, String account, int limit, Cursor after, boolean ascending) {
        Map<String, Object> withAccount = new LinkedHashMap<>(params);
        withAccount.put("acct", account);
        JpqlKeyset.Rows<MoneyTransaction> sent = JpqlKeyset.run(em, MoneyTransaction.class, "t", where + " AND t.sourceAccountId = :acct",
                withAccount, limit, after, ascending);
        JpqlKeyset.Rows<MoneyTransaction> received = JpqlKeyset.run(em, MoneyTransaction.class, "t", where + " AND t.destinationAccountId = :acct",
                withAccount, limit, after, ascending);
        Comparator<MoneyTransaction> order = Comparator.comparing(MoneyTransaction::createdAt).thenComparing(MoneyTransaction::id);
        List<MoneyTransaction> rows = Stream.concat(sent.rows().stream(), received.rows().stream()).distinct()
                .sorted(ascending ? order : order.reversed())
                .limit(limit + 1L)
                .toList();
        boolean over = sent.totalCount() == Counts.OVER_LIMIT || received.totalCount() == Counts.OVER_LIMIT;
        return new Rows(rows, over ? Counts.OVER_LIMIT : Counts.of(sent.totalCount() + received.totalCount()));
    }
}
