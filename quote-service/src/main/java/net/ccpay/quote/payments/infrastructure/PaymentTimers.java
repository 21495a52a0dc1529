package net.ccpay.quote.payments.infrastructure;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.quote.payments.application.DueSteps;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Drives the durable payment timers: every {@code platform.sandbox.timer-poll-millis} it runs the
 * steps that fell due and expires the quotes whose time ran out, each in its own transaction. Nothing
 * is held in memory between passes: after a restart the first pass finds whatever fell due meanwhile.
 */
@ApplicationScoped
public class PaymentTimers {

    private static final Logger LOG = Logger.getLogger(PaymentTimers.class.getName());
    private static final int BATCH = 200;

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    @Inject
    DueSteps due;

    @Inject
    @ConfigProperty(name = "platform.sandbox.timer-poll-millis", defaultValue = "500")
    long pollMillis;

    private ScheduledFuture<?> task;
    private volatile boolean accountsOpen;

    void onStart(@Observes ServiceBootstrap.Started started) {
        openAccounts();
        task = scheduler.scheduleWithFixedDelay(this::pass, 0, Math.max(20, pollMillis), TimeUnit.MILLISECONDS);
    }

    private void openAccounts() {
        try {
            due.openSystemAccounts();
            accountsOpen = true;
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "could not open the payment system accounts yet; retrying on the next pass", e);
        }
    }

    private void pass() {
        if (!accountsOpen) {
            openAccounts();
        }
        try {
            for (String id : due.dueSteps(BATCH)) {
                runOne(id, true);
            }
            for (String id : due.expiredQuotes(BATCH)) {
                runOne(id, false);
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "payment timer pass failed; retrying on the next pass", e);
        }
    }

    /** One item in its own transaction: a failure rolls back that item only, and the next pass tries it again. */
    private void runOne(String id, boolean step) {
        try {
            if (step) {
                due.runDue(id);
            } else {
                due.expire(id);
            }
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "payment timer: " + id + " failed; retrying on the next pass", e);
        }
    }

    @PreDestroy
    void stop() {
        if (task != null) {
            task.cancel(false);
        }
    }
}
