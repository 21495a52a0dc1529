package net.ccpay.customer.bulk.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.Query;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.bulk.domain.BulkJob;
import net.ccpay.customer.bulk.domain.BulkJobNotFound;
import net.ccpay.customer.bulk.domain.CustomerCsv;
import net.ccpay.customer.customers.application.CustomerService;
import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.customers.domain.CustomerRepository;
import net.ccpay.customer.customers.domain.OnboardingTally;

import java.io.StringReader;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The database side of bulk imports, one transaction per method: accepting a file (the job and all its
 * rows at once), taking a job's lease, and running one batch of rows. A row becomes DONE together with
 * the customer it created, or FAILED with its errors, in the batch's transaction, and the job's counters
 * move with it: after a crash the next batch starts at the first PENDING row and creates nobody twice.
 */
@ApplicationScoped
public class BulkImportBook {

    static final long LEASE_SECONDS = 30;
    private static final int INSERT_CHUNK = 500;

    @PersistenceContext
    EntityManager em;

    @Inject
    CustomerService customers;

    @Inject
    BulkImportEvents events;

    @Inject
    CustomerRepository repository;

    @Inject
    OnboardingTally tally;

    @Transactional
    public BulkJob accept(CustomerCsv.Parsed file, int maxRows) {
        if (!file.headerProblems().isEmpty()) {
            throw new InvalidFields(file.headerProblems().stream().map(p -> FieldError.of("file", p)).toList());
        }
        if (file.rows().isEmpty()) {
            throw InvalidFields.of("file", "holds a header but no customer rows");
        }
        if (file.rows().size() > maxRows) {
            throw InvalidFields.of("file", "holds " + file.rows().size() + " rows; one file takes at most " + maxRows);
        }
        Instant now = now();
        BulkJob job = new BulkJob(Ids.newId("Job"), file.rows().size(), now);
        em.persist(job);
        em.flush();
        List<CustomerCsv.Row> rows = file.rows();
        for (int from = 0; from < rows.size(); from += INSERT_CHUNK) {
            List<CustomerCsv.Row> part = rows.subList(from, Math.min(rows.size(), from + INSERT_CHUNK));
            StringBuilder sql = new StringBuilder("INSERT INTO bulk_import_row (job_id, line, correlation_id, request, status) VALUES ");
            for (int i = 0; i < part.size(); i++) {
                sql.append(i == 0 ? "" : ",").append("(?, ?, ?, ?, 'PENDING')");
            }
            Query q = em.createNativeQuery(sql.toString());
            int p = 1;
            for (CustomerCsv.Row r : part) {
                q.setParameter(p++, job.id()).setParameter(p++, r.line()).setParameter(p++, r.correlationId()).setParameter(p++, r.request().toString());
            }
            q.executeUpdate();
        }
        return job;
    }

    @Transactional
    public BulkJobView view(String jobId) {
        BulkJob job = em.find(BulkJob.class, jobId);
        if (job == null) {
            throw new BulkJobNotFound(jobId);
        }
        return view(job);
    }

    /** Jobs not finished whose lease is free or ran out (another copy stopped working them). */
    @Transactional
    @SuppressWarnings("unchecked")
    public List<String> open(int limit) {
        return em.createNativeQuery("SELECT id FROM bulk_import_job WHERE status IN ('PENDING', 'PROCESSING')"
                        + " AND (lease_until IS NULL OR lease_until < ?) ORDER BY created_at LIMIT " + limit)
                .setParameter(1, Timestamp.from(Instant.now())).getResultList();
    }

    /** Takes the job for this copy for {@link #LEASE_SECONDS} (each batch renews it); false if another copy holds it. */
    @Transactional
    public boolean lease(String jobId) {
        @SuppressWarnings("unchecked")
        List<BulkJob> rows = em.createNativeQuery("SELECT * FROM bulk_import_job WHERE id = ? FOR UPDATE SKIP LOCKED", BulkJob.class)
                .setParameter(1, jobId).getResultList();
        if (rows.isEmpty()) {
            return false;
        }
        BulkJob job = rows.get(0);
        Instant now = now();
        List<?> free = em.createNativeQuery("SELECT id FROM bulk_import_job WHERE id = ? AND (lease_until IS NULL OR lease_until < ?)")
                .setParameter(1, jobId).setParameter(2, Timestamp.from(now)).getResultList();
        if (job.isFinished() || free.isEmpty()) {
            return false;
        }
        job.lease(now.plusSeconds(LEASE_SECONDS), now);
        return true;
    }

    /**
     * Creates the customers of up to {@code limit} PENDING rows, each through the same rules as
     * {@code POST /customers}; a row the rules refuse is FAILED with the refusal. Finishes the job (and
     * announces it) when no row is left. False when the job is finished.
     */
    @Transactional
    public boolean batch(String jobId, int limit) {
        BulkJob job = em.find(BulkJob.class, jobId, LockModeType.PESSIMISTIC_WRITE);
        if (job == null || job.isFinished()) {
            return false;
        }
        Instant now = now();
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT line, request FROM bulk_import_row WHERE job_id = ? AND status = 'PENDING'"
                + " ORDER BY line LIMIT " + limit).setParameter(1, jobId).getResultList();
        if (rows.isEmpty()) {
            job.finish(now);
            events.finished(view(job));
            return false;
        }
        List<Object[]> outcomes = new ArrayList<>(rows.size());
        List<JsonObject> requests = rows.stream().map(r -> parse((String) r[1])).toList();
        BatchTaken taken = new BatchTaken(requests);
        OnboardingTally.Moves moves = new OnboardingTally.Moves();
        int ok = 0;
        for (int i = 0; i < rows.size(); i++) {
            int line = ((Number) rows.get(i)[0]).intValue();
            try {
                Customer c = customers.prepare(requests.get(i), taken, CustomerService.Intake.CSV_IMPORT);
                String customerId = customers.keep(c, moves).customer().id();
                taken.add(c);
                outcomes.add(new Object[] {line, "DONE", customerId, null});
                ok++;
            } catch (DomainException e) {
                outcomes.add(new Object[] {line, "FAILED", null, error(e.code(), e.getMessage(), e.details())});
            } catch (ApiException e) {
                outcomes.add(new Object[] {line, "FAILED", null, error(e.code(), e.getMessage(), e.details())});
            }
            // keep the persistence context small: each query's automatic flush looks at every managed entity
            em.flush();
            em.clear();
        }
        record(jobId, outcomes);
        // the batch's customers counted last, in one statement: the counts' rows are shared with every other creation
        tally.apply(moves);
        job = em.find(BulkJob.class, jobId);
        job.counted(ok, outcomes.size() - ok, now);
        job.lease(now.plusSeconds(LEASE_SECONDS), now);
        return true;
    }

    /** A row that could not be created even alone (its transaction failed twice): FAILED with the failure. */
    @Transactional
    public void failRow(String jobId, String reason) {
        BulkJob job = em.find(BulkJob.class, jobId, LockModeType.PESSIMISTIC_WRITE);
        List<?> next = em.createNativeQuery("SELECT line FROM bulk_import_row WHERE job_id = ? AND status = 'PENDING' ORDER BY line LIMIT 1")
                .setParameter(1, jobId).getResultList();
        if (job == null || next.isEmpty()) {
            return;
        }
        int line = ((Number) next.get(0)).intValue();
        em.createNativeQuery("UPDATE bulk_import_row SET status = 'FAILED', error = ? WHERE job_id = ? AND line = ?")
                .setParameter(1, JsonP.createObjectBuilder().add("code", "INTERNAL_ERROR").add("message", reason).build().toString())
                .setParameter(2, jobId).setParameter(3, line).executeUpdate();
        job.counted(0, 1, now());
    }

    /**
     * The batch's taken-checks in two queries: what live customers hold of the identifiers the batch
     * names, plus what the batch's own earlier rows took (a repeat within the file is refused like a
     * taken one).
     */
    private final class BatchTaken implements CustomerService.Taken {
        private final Set<String> ids;
        private final Set<String> umas;

        BatchTaken(List<JsonObject> requests) {
            Set<String> wantedIds = new HashSet<>();
            Set<String> wantedUmas = new HashSet<>();
            for (JsonObject r : requests) {
                if (r.get("platformCustomerId") instanceof JsonString s) {
                    wantedIds.add(s.getString());
                }
                if (r.get("umaAddress") instanceof JsonString s) {
                    wantedUmas.add(s.getString());
                }
            }
            ids = new HashSet<>(repository.takenPlatformCustomerIds(wantedIds));
            umas = new HashSet<>(repository.takenUmaAddresses(wantedUmas));
        }

        void add(Customer c) {
            ids.add(c.platformCustomerId());
            umas.add(c.umaAddress());
        }

        @Override
        public boolean platformCustomerId(String id) { return ids.contains(id); }

        @Override
        public boolean umaAddress(String address) { return umas.contains(address); }
    }

    /** The batch's outcomes in one statement: each row DONE with its customer, or FAILED with its error. */
    private void record(String jobId, List<Object[]> outcomes) {
        StringBuilder sql = new StringBuilder("INSERT INTO bulk_import_row (job_id, line, status, customer_id, error) VALUES ");
        for (int i = 0; i < outcomes.size(); i++) {
            sql.append(i == 0 ? "" : ",").append("(?, ?, ?, ?, ?)");
        }
        sql.append(" ON DUPLICATE KEY UPDATE status = VALUES(status), customer_id = VALUES(customer_id), error = VALUES(error)");
        Query q = em.createNativeQuery(sql.toString());
        int p = 1;
        for (Object[] o : outcomes) {
            q.setParameter(p++, jobId).setParameter(p++, o[0]).setParameter(p++, o[1]).setParameter(p++, o[2]).setParameter(p++, o[3]);
        }
        q.executeUpdate();
    }

    /** A row's error, its fields named by their CSV columns. */
    private static String error(String code, String message, Map<String, Object> details) {
        String text = message;
        var error = JsonP.createObjectBuilder().add("code", code);
        if (details != null) {
            Map<String, Object> renamed = new java.util.LinkedHashMap<>(details);
            if (details.get("errors") instanceof List<?> errors) {
                List<Object> columns = new ArrayList<>();
                for (Object e : errors) {
                    if (e instanceof Map<?, ?> m && m.get("field") instanceof String field) {
                        Map<Object, Object> copy = new java.util.LinkedHashMap<>(m);
                        copy.put("field", CustomerCsv.column(field));
                        columns.add(copy);
                        text = text.replace("Invalid field " + field + ":", "Invalid field " + CustomerCsv.column(field) + ":");
                    } else {
                        columns.add(e);
                    }
                }
                renamed.put("errors", columns);
            }
            error.add("details", JsonP.createObjectBuilder(renamed));
        }
        return error.add("message", text).build().toString();
    }

    private BulkJobView view(BulkJob job) {
        @SuppressWarnings("unchecked")
        List<Object[]> failed = em.createNativeQuery("SELECT correlation_id, line, error FROM bulk_import_row WHERE job_id = ? AND status = 'FAILED'"
                + " ORDER BY line LIMIT 1000").setParameter(1, job.id()).getResultList();
        List<BulkJobView.RowError> errors = new ArrayList<>();
        for (Object[] f : failed) {
            JsonObject e = parse((String) f[2]);
            errors.add(new BulkJobView.RowError((String) f[0], ((Number) f[1]).intValue(), e.getString("code"), e.getString("message"),
                    e.containsKey("details") ? e.getJsonObject("details").toString() : null));
        }
        return new BulkJobView(job, errors);
    }

    private static JsonObject parse(String json) {
        try (JsonReader r = JsonP.createReader(new StringReader(json))) {
            return r.readObject();
        }
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
