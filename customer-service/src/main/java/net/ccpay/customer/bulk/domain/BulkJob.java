package net.ccpay.customer.bulk.domain;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

import java.time.Instant;

/**
 * A bulk customer import: PENDING until a copy of the service takes it, PROCESSING while its rows are
 * created batch by batch (the counters move with each batch's commit), then COMPLETED, or FAILED when
 * not one row could be created.
 */
@Entity
@Table(name = "bulk_import_job")
public class BulkJob {

    public enum Status { PENDING, PROCESSING, COMPLETED, FAILED }

    @Id
    private String id;
    @Enumerated(EnumType.STRING)
    private Status status;
    private int total;
    private int processed;
    private int successful;
    private int failed;
    @Column(name = "lease_until")
    private Instant leaseUntil;
    @Column(name = "created_at")
    private Instant createdAt;
    @Column(name = "updated_at")
    private Instant updatedAt;
    @Column(name = "completed_at")
    private Instant completedAt;

    protected BulkJob() {}

    public BulkJob(String id, int total, Instant now) {
        this.id = id;
        this.status = Status.PENDING;
        this.total = total;
        this.createdAt = now;
        this.updatedAt = now;
    }

    public void lease(Instant until, Instant now) {
        this.leaseUntil = until;
        if (status == Status.PENDING) {
            status = Status.PROCESSING;
        }
        this.updatedAt = now;
    }

    public void counted(int successes, int failures, Instant now) {
        this.processed += successes + failures;
        this.successful += successes;
        this.failed += failures;
        this.updatedAt = now;
    }

    /** Every row was processed: COMPLETED, or FAILED when none could be created. */
    public void finish(Instant now) {
        this.status = successful == 0 && total > 0 ? Status.FAILED : Status.COMPLETED;
        this.completedAt = now;
        this.leaseUntil = null;
        this.updatedAt = now;
    }

    public boolean isFinished() { return status == Status.COMPLETED || status == Status.FAILED; }

    public String id() { return id; }
    public Status status() { return status; }
    public int total() { return total; }
    public int processed() { return processed; }
    public int successful() { return successful; }
    public int failed() { return failed; }
    public Instant completedAt() { return completedAt; }
}
