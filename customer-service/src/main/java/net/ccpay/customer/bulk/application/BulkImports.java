package net.ccpay.customer.bulk.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.customer.bulk.domain.BulkJob;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Bulk customer import: a CSV file is accepted at once as a job (202), and the job is worked in the
 * background, batch by batch, by whichever copy of the service holds its lease. A batch that fails as a
 * whole (say, a customer created concurrently through the API with the same platformCustomerId) is run
 * again one row per transaction, so the other rows still get their customers.
 */
@ApplicationScoped
public class BulkImports {

    private static final Logger LOG = Logger.getLogger(BulkImports.class.getName());

    @Inject
    BulkImportBook book;

    @Inject
    @ConfigProperty(name = "platform.bulk.batch-size", defaultValue = "200")
    int batchSize;

    @Inject
    @ConfigProperty(name = "platform.bulk.max-rows", defaultValue = "50000")
    int maxRows;

    public BulkJob accept(String csv) {
        CustomerCsv.Parsed file;
        try {
            file = CustomerCsv.read(csv);
        } catch (IllegalArgumentException e) {
            throw InvalidFields.of("file", "is not valid CSV: " + e.getMessage());
        }
        return book.accept(file, maxRows);
    }

    public BulkJobView get(String jobId) {
        return book.view(jobId);
    }

    /** Works every job this copy can take, to its end; logs progress every 1,000 rows. */
    public void runAvailable() {
        for (String jobId : book.open(10)) {
            if (!book.lease(jobId)) {
                continue;
            }
            long t0 = System.nanoTime();
            int batches = 0;
            while (step(jobId)) {
                if (++batches * batchSize % 1000 == 0) {
                    LOG.info("bulk import " + jobId + ": " + batches * batchSize + " rows processed in "
                            + (System.nanoTime() - t0) / 1_000_000 + " ms");
                }
            }
            LOG.info("bulk import " + jobId + " finished in " + (System.nanoTime() - t0) / 1_000_000 + " ms");
        }
    }

    private boolean step(String jobId) {
        try {
            return book.batch(jobId, batchSize);
        } catch (RuntimeException batchFailed) {
            LOG.log(Level.FINE, "bulk import " + jobId + ": a batch failed as a whole; running it row by row", batchFailed);
            for (int i = 0; i < batchSize; i++) {
                try {
                    if (!book.batch(jobId, 1)) {
                        return false;
                    }
                } catch (RuntimeException rowFailed) {
                    LOG.log(Level.WARNING, "bulk import " + jobId + ": a row failed alone; recorded as failed", rowFailed);
                    book.failRow(jobId, "The customer could not be created; create it with POST /customers to see why");
                }
            }
            return true;
        }
    }
}
