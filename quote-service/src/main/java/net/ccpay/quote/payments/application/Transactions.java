package net.ccpay.quote.payments.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.paging.Cursor;
import net.ccpay.quote.payments.domain.MoneyTransaction;
import net.ccpay.quote.payments.domain.TransactionNotCancellable;
import net.ccpay.quote.payments.domain.TransactionNotFound;
import net.ccpay.quote.payments.domain.TransactionNotPendingApproval;
import net.ccpay.quote.payments.domain.TransactionRepository;
import net.ccpay.quote.payments.domain.TransactionStatus;

import java.time.Instant;
import java.util.List;

/** Reading transactions and the platform's decisions on them: approve, reject, cancel, confirm receipt. */
@ApplicationScoped
public class Transactions {

    /** The list's filters, each optional; account filters match account ids. */
    public record Filter(String customerId, String platformCustomerId, String accountIdentifier, String senderAccountIdentifier,
                         String receiverAccountIdentifier, TransactionStatus status, String type, String reference, Instant startDate,
                         Instant endDate, boolean ascending) {}

    public record TransactionPage(List<MoneyTransaction> rows, int limit, long totalCount) {}

    @Inject
    TransactionRepository transactions;

    @Inject
    PaymentEngine engine;

    @Transactional
    public MoneyTransaction get(String id) {
        return transactions.find(id).orElseThrow(() -> new TransactionNotFound(id));
    }

    @Transactional
    public TransactionPage list(Filter f, int limit, Cursor after) {
        TransactionRepository.Rows r = transactions.list(new TransactionRepository.TransactionFilter(f.customerId(), f.platformCustomerId(),
                f.accountIdentifier(), f.senderAccountIdentifier(), f.receiverAccountIdentifier(), f.status(), f.type(), f.reference(),
                f.startDate(), f.endDate(), f.ascending()), limit, after);
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
        return transactions.findForUpdate(id).orElseThrow(() -> new TransactionNotFound(id));
    }
}
