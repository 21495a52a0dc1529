package net.ccpay.customer.bulk.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.Query;
import net.ccpay.common.db.JpaRows;
import net.ccpay.customer.bulk.domain.BulkJob;
import net.ccpay.customer.bulk.domain.BulkJobRepository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** {@link BulkJobRepository} in the service's database (the rows in native SQL, many at once); joins the caller's transaction. */
@ApplicationScoped
public class JpaBulkJobRepository extends JpaRows<BulkJob> implements BulkJobRepository {

    public JpaBulkJobRepository() {
        super(BulkJob.class);
    }

    private static final int INSERT_CHUNK = 500;

    @Override
    public void add(BulkJob job) {
        em.persist(job);
        em.flush();
    }

    @Override
    public void addRows(String jobId, List<NewRow> rows) {
        for (int from = 0; from < rows.size(); from += INSERT_CHUNK) {
            List<NewRow> part = rows.subList(from, Math.min(rows.size(), from + INSERT_CHUNK));
            StringBuilder sql = new StringBuilder("INSERT INTO bulk_import_row (job_id, line, correlation_id, request, status) VALUES ");
            for (int i = 0; i < part.size(); i++) {
                sql.append(i == 0 ? "" : ",").append("(?, ?, ?, ?, 'PENDING')");
            }
            Query q = em.createNativeQuery(sql.toString());
            int p = 1;
            for (NewRow r : part) {
                q.setParameter(p++, jobId).setParameter(p++, r.line()).setParameter(p++, r.correlationId()).setParameter(p++, r.request());
            }
            q.executeUpdate();
        }
    }

    @Override
    public Optional<BulkJob> findForUpdateUnlessLocked(String jobId) {
        @SuppressWarnings("unchecked")
        List<BulkJob> rows = em.createNativeQuery("SELECT * FROM bulk_import_job WHERE id = ? FOR UPDATE SKIP LOCKED", BulkJob.class)
                .setParameter(1, jobId).getResultList();
        return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<String> open(int limit, Instant now) {
        return em.createNativeQuery("SELECT id FROM bulk_import_job WHERE status IN ('PENDING', 'PROCESSING')"
                        + " AND (lease_until IS NULL OR lease_until < ?) ORDER BY created_at LIMIT " + limit)
                .setParameter(1, Timestamp.from(now)).getResultList();
    }

    @Override
    public boolean leaseFree(String jobId, Instant now) {
        List<?> free = em.createNativeQuery("SELECT id FROM bulk_import_job WHERE id = ? AND (lease_until IS NULL OR lease_until < ?)")
                .setParameter(1, jobId).setParameter(2, Timestamp.from(now)).getResultList();
        return !free.isEmpty();
    }

    @Override
    public List<PendingRow> pendingRows(String jobId, int limit) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT line, request FROM bulk_import_row WHERE job_id = ? AND status = 'PENDING'"
                + " ORDER BY line LIMIT " + limit).setParameter(1, jobId).getResultList();
        List<PendingRow> out = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            out.add(new PendingRow(((Number) r[0]).intValue(), (String) r[1]));
        }
        return out;
    }

    @Override
    public Optional<Integer> firstPendingLine(String jobId) {
        List<?> next = em.createNativeQuery("SELECT line FROM bulk_import_row WHERE job_id = ? AND status = 'PENDING' ORDER BY line LIMIT 1")
                .setParameter(1, jobId).getResultList();
        return next.isEmpty() ? Optional.empty() : Optional.of(((Number) next.get(0)).intValue());
    }

    @Override
    public void fail(String jobId, int line, String error) {
        em.createNativeQuery("UPDATE bulk_import_row SET status = 'FAILED', error = ? WHERE job_id = ? AND line = ?")
                .setParameter(1, error).setParameter(2, jobId).setParameter(3, line).executeUpdate();
    }

    @Override
    public void record(String jobId, List<Outcome> outcomes) {
        StringBuilder sql = new StringBuilder("INSERT INTO bulk_import_row (job_id, line, status, customer_id, error) VALUES ");
        for (int i = 0; i < outcomes.size(); i++) {
            sql.append(i == 0 ? "" : ",").append("(?, ?, ?, ?, ?)");
        }
        sql.append(" ON DUPLICATE KEY UPDATE status = VALUES(status), customer_id = VALUES(customer_id), error = VALUES(error)");
        Query q = em.createNativeQuery(sql.toString());
        int p = 1;
        for (Outcome o : outcomes) {
            q.setParameter(p++, jobId).setParameter(p++, o.line()).setParameter(p++, o.status()).setParameter(p++, o.customerId())
                    .setParameter(p++, o.error());
        }
        q.executeUpdate();
    }

    @Override
    public List<FailedRow> failedRows(String jobId, int limit) {
        @SuppressWarnings("unchecked")
        List<Object[]> failed = em.createNativeQuery("SELECT correlation_id, line, error FROM bulk_import_row WHERE job_id = ? AND status = 'FAILED'"
                + " ORDER BY line LIMIT " + limit).setParameter(1, jobId).getResultList();
        List<FailedRow> out = new ArrayList<>(failed.size());
        for (Object[] f : failed) {
            out.add(new FailedRow((String) f[0], ((Number) f[1]).intValue(), (String) f[2]));
        }
        return out;
    }

    @Override
    public void writeAndRelease() {
        em.flush();
        em.clear();
    }
}
