package net.ccpay.quote.payments.domain;

import net.ccpay.common.paging.Cursor;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The payments' transactions; the rows whose due times the timers look for. */
public interface TransactionRepository {

    void add(MoneyTransaction tx);

    Optional<MoneyTransaction> find(String id);

    /** The transaction with its row locked until the transaction ends: its steps and decisions run one after the other. */
    Optional<MoneyTransaction> findForUpdate(String id);

    /** Like {@link #findForUpdate}, but empty at once when another transaction holds the row (SKIP LOCKED). */
    Optional<MoneyTransaction> findForUpdateSkipLocked(String id);

    /** The transaction as the database holds it now (read again, not as this transaction's context last saw it). */
    Optional<MoneyTransaction> findRefreshed(String id);

    /** Up to {@code limit} ids of transactions whose next step was due at {@code now}, soonest due first. */
    List<String> dueStepIds(Instant now, int limit);

    /** Up to {@code limit} ids of PENDING transactions whose quote expired at {@code platformNow}, first expired first. */
    List<String> expiredQuoteIds(Instant platformNow, int limit);

    /** Up to {@code limit} ids of transactions whose authorization deadline passed at {@code platformNow}, first lapsed first. */
    List<String> lapsedAuthorizationIds(Instant platformNow, int limit);

    /**
     * Clears the authorization deadline of a PENDING_AUTHORIZATION transaction whose deadline passed at {@code platformNow}
     * (one conditional UPDATE, which waits for a transaction holding the row); true when this call changed the row.
     */
    boolean claimLapsedAuthorization(String id, Instant platformNow);

    /** A page of transactions matching the filter (creation time, then id; ascending or not), and how many match. */
    Rows list(TransactionFilter filter, int limit, Cursor after);

    /** The list's filters, each optional (null means "any"); account filters match account ids. */
    record TransactionFilter(String customerId, String platformCustomerId, String accountIdentifier, String senderAccountIdentifier,
                             String receiverAccountIdentifier, TransactionStatus status, String type, String reference, Instant startDate,
                             Instant endDate, boolean ascending) {}

    record Rows(List<MoneyTransaction> rows, long totalCount) {}
}
