package net.ccpay.customer.bulk.infrastructure;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.customer.bulk.application.BulkImports;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Looks for bulk import jobs to work every half second, on one thread per copy of the service. The jobs
 * and their rows are in the database, so a job accepted just before a restart, or one whose copy
 * stopped mid-way (its lease runs out), is taken up again where it stood.
 */
@ApplicationScoped
public class BulkImportWorker {

    private static final Logger LOG = Logger.getLogger(BulkImportWorker.class.getName());

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    @Inject
    BulkImports imports;

    private ScheduledFuture<?> task;

    void onStart(@Observes ServiceBootstrap.Started started) {
        task = scheduler.scheduleWithFixedDelay(this::pass, 500, 500, TimeUnit.MILLISECONDS);
    }

    private void pass() {
        try {
            imports.runAvailable();
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "bulk import pass failed; retrying on the next pass", e);
        }
    }

    @PreDestroy
    void stop() {
        if (task != null) {
            task.cancel(false);
        }
    }
}
