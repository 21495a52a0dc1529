package net.ccpay.quote.payments.infrastructure;

import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.common.housekeeping.PeriodicTask;
import net.ccpay.quote.payments.application.DueSteps;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.logging.Level;
import java.util.function.Predicate;
import java.util.logging.Logger;

/**
 * Drives the durable payment timers: every {@code platform.sandbox.timer-poll-millis} it runs the
 * steps that fell due, expires the quotes whose time ran out and fails the payments whose strong customer
 * authentication lapsed unanswered, each in its own transaction. Nothing
 * is held in memory between passes: after a restart the first pass finds whatever fell due meanwhile.
 */
@ApplicationScoped
public class PaymentTimers extends PeriodicTask {

    private static final Logger LOG = Logger.getLogger(PaymentTimers.class.getName());
    private static final int BATCH = 200;

    @Resource(lookup = "java:comp/DefaultManagedExecutorService")
    ManagedExecutorService workers;

    /** Due items run on this many threads at once (each in its own transaction; SKIP LOCKED keeps them apart). */
    @Inject
    @ConfigProperty(name = "platform.sandbox.timer-threads", defaultValue = "4")
    int threads;

    @Inject
    DueSteps due;

    @Inject
    @ConfigProperty(name = "platform.sandbox.timer-poll-millis", defaultValue = "500")
    long pollMillis;

    private volatile boolean accountsOpen;

    public PaymentTimers() {
        super("payment timer pass");
    }

    @Override
    protected Schedule schedule(ServiceBootstrap.Started started) {
        openAccounts();
        return new Schedule(0, Math.max(20, pollMillis));
    }

    private void openAccounts() {
        try {
            due.openSystemAccounts();
            accountsOpen = true;
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "could not open the payment system accounts yet; retrying on the next pass", e);
        }
    }

    @Override
    protected void pass() {
        if (!accountsOpen) {
            openAccounts();
        }
        runAll(due.dueSteps(BATCH), due::runDue);
        runAll(due.expiredQuotes(BATCH), due::expire);
        runAll(due.lapsedAuthorizations(BATCH), due::failLapsedAuthorization);
    }

    /** Spreads the items over the worker threads and waits for all of them, so passes never overlap. */
    private void runAll(List<String> ids, Predicate<String> work) {
        if (ids.size() <= 1 || threads <= 1) {
            ids.forEach(id -> runOne(id, work));
            return;
        }
        int n = Math.min(threads, ids.size());
        List<CompletableFuture<Void>> parts = new ArrayList<>(n);
        for (int t = 0; t < n; t++) {
            int first = t;
            parts.add(CompletableFuture.runAsync(() -> {
                for (int i = first; i < ids.size(); i += n) {
                    runOne(ids.get(i), work);
                }
            }, workers));
        }
        CompletableFuture.allOf(parts.toArray(CompletableFuture[]::new)).join();
    }

    /** One item in its own transaction: a failure rolls back that item only, and the next pass tries it again. */
    private void runOne(String id, Predicate<String> work) {
        try {
            work.test(id);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "payment timer: " + id + " failed; retrying on the next pass", e);
        }
    }
}
