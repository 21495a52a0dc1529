package net.ccpay.customer.bulk.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.bulk.domain.BulkJob;
import net.ccpay.customer.bulk.domain.BulkJobRepository;
import net.ccpay.customer.bulk.domain.BulkJobNotFound;
import net.ccpay.customer.customers.application.CustomerService;
import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.customers.domain.CustomerRepository;
import net.ccpay.customer.customers.domain.OnboardingTally;

import java.io.StringReader;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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

    @Inject
    BulkJobRepository jobs;

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
        jobs.add(job);
        jobs.addRows(job.id(), file.rows().stream()
                .map(r -> new BulkJobRepository.NewRow(r.line(), r.correlationId(), r.request().toString())).toList());
        return job;
    }

    @Transactional
    public BulkJobView view(String jobId) {
        BulkJob job = jobs.find(jobId).orElseThrow(() -> new BulkJobNotFound(jobId));
        return view(job);
    }

    /** Jobs not finished whose lease is free or ran out (another copy stopped working them). */
    @Transactional
    public List<String> open(int limit) {
        return jobs.open(limit, Instant.now());
    }

    /** Takes the job for this copy for {@link #LEASE_SECONDS} (each batch renews it); false if another copy holds it. */
    @Transactional
    public boolean lease(String jobId) {
        BulkJob job = jobs.findForUpdateUnlessLocked(jobId).orElse(null);
        if (job == null) {
            return false;
        }
        Instant now = now();
        boolean free = jobs.leaseFree(jobId, now);
        if (job.isFinished() || !free) {
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
        BulkJob job = jobs.findForUpdate(jobId).orElse(null);
        if (job == null || job.isFinished()) {
            return false;
        }
        Instant now = now();
        List<BulkJobRepository.PendingRow> rows = jobs.pendingRows(jobId, limit);
        if (rows.isEmpty()) {
            job.finish(now);
            events.finished(view(job));
            return false;
        }
        List<BulkJobRepository.Outcome> outcomes = new ArrayList<>(rows.size());
        List<JsonObject> requests = rows.stream().map(r -> parse(r.request())).toList();
        BatchTaken taken = new BatchTaken(requests);
        OnboardingTally.Moves moves = new OnboardingTally.Moves();
        int ok = 0;
        for (int i = 0; i < rows.size(); i++) {
            int line = rows.get(i).line();
            try {
                Customer c = customers.prepare(requests.get(i), taken, CustomerService.Intake.CSV_IMPORT);
                String customerId = customers.keep(c, moves).customer().id();
                taken.add(c);
                outcomes.add(new BulkJobRepository.Outcome(line, "DONE", customerId, null));
                ok++;
            } catch (DomainException e) {
                outcomes.add(new BulkJobRepository.Outcome(line, "FAILED", null, error(e.code(), e.getMessage(), e.details())));
            } catch (ApiException e) {
                outcomes.add(new BulkJobRepository.Outcome(line, "FAILED", null, error(e.code(), e.getMessage(), e.details())));
            }
            // keep the persistence context small: each query's automatic flush looks at every managed entity
            jobs.writeAndRelease();
        }
        jobs.record(jobId, outcomes);
        // the batch's customers counted last, in one statement: the counts' rows are shared with every other creation
        tally.apply(moves);
        job = jobs.find(jobId).orElseThrow();
        job.counted(ok, outcomes.size() - ok, now);
        job.lease(now.plusSeconds(LEASE_SECONDS), now);
        return true;
    }

    /** A row that could not be created even alone (its transaction failed twice): FAILED with the failure. */
    @Transactional
    public void failRow(String jobId, String reason) {
        BulkJob job = jobs.findForUpdate(jobId).orElse(null);
        Optional<Integer> next = jobs.firstPendingLine(jobId);
        if (job == null || next.isEmpty()) {
            return;
        }
        jobs.fail(jobId, next.get(), JsonP.createObjectBuilder().add("code", "INTERNAL_ERROR").add("message", reason).build().toString());
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
        List<BulkJobView.RowError> errors = new ArrayList<>();
        for (BulkJobRepository.FailedRow f : jobs.failedRows(job.id(), 1000)) {
            JsonObject e = parse(f.error());
            errors.add(new BulkJobView.RowError(f.correlationId(), f.line(), e.getString("code"), e.getString("message"),
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
