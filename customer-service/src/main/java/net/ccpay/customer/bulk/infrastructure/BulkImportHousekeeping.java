package net.ccpay.customer.bulk.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.common.housekeeping.BatchedDeletes;
import net.ccpay.common.housekeeping.PeriodicTask;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Deletes bulk customer imports ({@code bulk_import_job} and its {@code bulk_import_row}s, which keep each row's
 * create request and outcome) once the job completed more than {@code platform.bulk.retention-days} (30) ago; the
 * customers they created stay, of course. A job still running (no completion time) is never touched. A job's rows go
 * first, in batches ({@link BatchedDeletes}); the job itself only once none is left, so a pass that stops midway
 * leaves a job the next pass finishes, and its status answers until then. At most {@value #JOBS_PER_PASS} jobs per
 * pass. Judged on the system clock. Every copy runs it every {@code platform.housekeeping-millis} (10 minutes).
 */
@ApplicationScoped
public class BulkImportHousekeeping extends PeriodicTask {

    private static final Logger LOG = Logger.getLogger(BulkImportHousekeeping.class.getName());
    static final int JOBS_PER_PASS = 20;

    @PersistenceContext
    EntityManager em;

    @Inject
    @ConfigProperty(name = "platform.bulk.retention-days", defaultValue = "30")
    long retentionDays;

    @Inject
    @ConfigProperty(name = "platform.housekeeping-millis", defaultValue = "600000")
    long intervalMillis;

    public BulkImportHousekeeping() {
        super("bulk import housekeeping pass", Level.FINE);
    }

    @Override
    protected Schedule schedule(ServiceBootstrap.Started started) {
        atLeast("platform.bulk.retention-days", 1, retentionDays);
        return Schedule.housekeeping(intervalMillis);
    }

    @Override
    protected void pass() {
        BulkImportHousekeeping self = jakarta.enterprise.inject.spi.CDI.current().select(BulkImportHousekeeping.class).get();
        Timestamp completed = Timestamp.from(Instant.now().minus(Duration.ofDays(retentionDays)));
        BatchedDeletes pass = new BatchedDeletes();
        for (String job : self.completedBefore(completed)) {
            pass.run("bulk_import_row", () -> self.deleteRows(job));
            pass.run("bulk_import_job", () -> self.deleteJobWithoutRows(job));
        }
        pass.log(LOG, "Bulk import housekeeping");
    }

    /** The oldest jobs that completed before {@code before}. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    @SuppressWarnings("unchecked")
    public List<String> completedBefore(Timestamp before) {
        return em.createNativeQuery("SELECT id FROM bulk_import_job WHERE completed_at < ? ORDER BY completed_at LIMIT " + JOBS_PER_PASS)
                .setParameter(1, before).getResultList();
    }

    /** One batch of the job's rows. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int deleteRows(String jobId) {
        return em.createNativeQuery("DELETE FROM bulk_import_row WHERE job_id = ? ORDER BY line LIMIT " + BatchedDeletes.BATCH)
                .setParameter(1, jobId).executeUpdate();
    }

    /** The job, once none of its rows is left (0 while some are). */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int deleteJobWithoutRows(String jobId) {
        return em.createNativeQuery("DELETE FROM bulk_import_job WHERE id = ? AND NOT EXISTS (SELECT 1 FROM bulk_import_row WHERE job_id = ?)")
                .setParameter(1, jobId).setParameter(2, jobId).executeUpdate();
    }
}
