package net.ccpay.customer.bulk.domain;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Bulk import jobs and their rows: the port the use cases store, lease and work them through. */
public interface BulkJobRepository {

    /** A row of a file, to store PENDING: its line, its correlation id and its create request (JSON text). */
    record NewRow(int line, String correlationId, String request) {}

    /** A PENDING row to work: its line and its create request (JSON text). */
    record PendingRow(int line, String request) {}

    /** What became of a row: DONE with its customer, or FAILED with its error (JSON text). */
    record Outcome(int line, String status, String customerId, String error) {}

    /** A FAILED row: its correlation id, its line and its error (JSON text). */
    record FailedRow(String correlationId, int line, String error) {}

    /** Stores a new job and writes it at once (its rows refer to it). */
    void add(BulkJob job);

    /** Stores the job's rows, PENDING, in a few statements. */
    void addRows(String jobId, List<NewRow> rows);

    Optional<BulkJob> find(String jobId);

    /** The job locked for this transaction. */
    Optional<BulkJob> findForUpdate(String jobId);

    /** The job locked for this transaction, unless another transaction holds its lock (then empty at once, no wait). */
    Optional<BulkJob> findForUpdateUnlessLocked(String jobId);

    /** Jobs not finished whose lease is free or ran out before {@code now}, oldest first. */
    List<String> open(int limit, Instant now);

    /** Whether the job's lease is free or ran out before {@code now}. */
    boolean leaseFree(String jobId, Instant now);

    /** Up to {@code limit} PENDING rows of the job, in line order. */
    List<PendingRow> pendingRows(String jobId, int limit);

    /** The first PENDING line of the job, if any. */
    Optional<Integer> firstPendingLine(String jobId);

    /** Marks one row FAILED with its error. */
    void fail(String jobId, int line, String error);

    /** The outcomes of a batch's rows, in one statement. */
    void record(String jobId, List<Outcome> outcomes);

    /** Up to {@code limit} FAILED rows of the job, in line order. */
    List<FailedRow> failedRows(String jobId, int limit);

    /**
     * Writes what this transaction changed so far and lets go of every entity it loaded (a long batch stays small: each
     * query's automatic write looks at every entity held). Entities read before are no longer tracked: read them again.
     */
    void writeAndRelease();
}
