package net.ccpay.quote.payments.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.JpqlKeyset;
import net.ccpay.quote.payments.domain.MoneyTransaction;
import net.ccpay.quote.payments.domain.TransactionNotCancellable;
import net.ccpay.quote.payments.domain.TransactionNotFound;
import net.ccpay.quote.payments.domain.TransactionNotPendingApproval;
import net.ccpay.quote.payments.domain.TransactionStatus;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reading transactions and the platform's decisions on them: approve, reject, cancel, confirm receipt. */
@ApplicationScoped
public class Transactions {

    /** The list's filters, each optional; account filters match account ids. */
    public record Filter(String customerId, String platformCustomerId, String accountIdentifier, String senderAccountIdentifier,
                         String receiverAccountIdentifier, TransactionStatus status, String type, String reference, Instant startDate,
                         Instant endDate, boolean ascending) {}

    public record TransactionPage(List<MoneyTransaction> rows, int limit, long totalCount) {}

    @PersistenceContext
    EntityManager em;

    @Inject
    PaymentEngine engine;

    @Transactional
    public MoneyTransaction get(String id) {
        MoneyTransaction tx = em.find(MoneyTransaction.class, id);
        if (tx == null) {
            throw new TransactionNotFound(id);
        }
        return tx;
    }

    @Transactional
    public TransactionPage list(Filter f, int limit, Cursor after) {
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
            where.append(" AND (t.destinationAccountId = :receiver OR (t.destinationAccountId IS NULL AND t.accountId = :receiver))");
            params.put("receiver", f.receiverAccountIdentifier());
        }
        if (f.status() != null) { where.append(" AND t.status = :status"); params.put("status", f.status()); }
        if (f.type() != null) { where.append(" AND t.type = :type"); params.put("type", f.type()); }
        if (f.reference() != null) { where.append(" AND t.reference = :reference"); params.put("reference", f.reference()); }
        if (f.startDate() != null) { where.append(" AND t.createdAt >= :start"); params.put("start", f.startDate()); }
        if (f.endDate() != null) { where.append(" AND t.createdAt <= :end"); params.put("end", f.endDate()); }
        JpqlKeyset.Rows<MoneyTransaction> r = JpqlKeyset.run(em, MoneyTransaction.class, "t", where.toString(), params, limit, after, f.ascending());
        return new TransactionPage(r.rows(), limit, r.totalCount());
    }

    /** A pending incoming payment is accepted: it completes and is credited now. */
    @Transactional
    public MoneyTransaction approve(String id) {
        MoneyTransaction tx = lock(id);
        if (tx.type() != MoneyTransaction.Type.INCOMING || tx.status() != TransactionStatus.PENDING) {
            throw new TransactionNotPendingApproval(id, tx.status());
        }
        engine.divert(tx, "INCOMING_APPROVED", 0, PaymentEngine.now());
        return tx;
    }

    /** A pending incoming payment is refused: nothing is credited. */
    @Transactional
    public MoneyTransaction reject(String id) {
        MoneyTransaction tx = lock(id);
        if (tx.type() != MoneyTransaction.Type.INCOMING || tx.status() != TransactionStatus.PENDING) {
            throw new TransactionNotPendingApproval(id, tx.status());
        }
        engine.divert(tx, "INCOMING_REJECTED", 0, PaymentEngine.now());
        return tx;
    }

    /** An outgoing payment still in flight is stopped and its money goes back (REFUND_PENDING, then REFUND_COMPLETED). */
    @Transactional
    public MoneyTransaction cancel(String id) {
        MoneyTransaction tx = lock(id);
        if (!tx.cancellable()) {
            throw new TransactionNotCancellable(id, tx.status());
        }
        engine.divert(tx, "CANCELLED", 0, PaymentEngine.now());
        return tx;
    }

    @Transactional
    public MoneyTransaction confirmReceipt(String id, Instant at) {
        MoneyTransaction tx = lock(id);
        Instant now = PaymentEngine.now();
        tx.confirmReceipt(at == null ? now : at, now);
        return tx;
    }

    private MoneyTransaction lock(String id) {
        MoneyTransaction tx = em.find(MoneyTransaction.class, id, LockModeType.PESSIMISTIC_WRITE);
        if (tx == null) {
            throw new TransactionNotFound(id);
        }
        return tx;
    }
}
