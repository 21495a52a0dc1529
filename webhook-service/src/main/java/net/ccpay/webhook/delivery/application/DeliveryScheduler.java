package net.ccpay.webhook.delivery.application;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.inject.Inject;
import net.ccpay.webhook.config.application.PlatformConfigService;
import net.ccpay.webhook.delivery.domain.AttemptResult;
import net.ccpay.webhook.delivery.domain.Claim;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Runs the delivery schedule kept in {@code webhook_delivery}. It looks for due webhooks right after a
 * webhook is committed, when the config changes, when a retry falls due, and on a fixed poll (which is
 * what picks up work after a restart or on another instance). It claims no more webhooks than it has free
 * slots ({@code platform.webhook.max-concurrency}), so a slow or dead endpoint occupies at most that many
 * threads, and hands each to the managed executor. Nothing is claimed while no endpoint is configured:
 * webhooks then wait in PENDING and go out once one is set.
 */
@ApplicationScoped
public class DeliveryScheduler {

    private static final Logger LOG = Logger.getLogger(DeliveryScheduler.class.getName());

    /** Fired inside the transaction that made a webhook. */
    public record Queued(String webhookId) {}

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    @Resource(lookup = "java:comp/DefaultManagedExecutorService")
    ManagedExecutorService workers;

    /** Lazily, as TestWebhooks reads the config that this scheduler is told about. */
    @Inject
    jakarta.enterprise.inject.Instance<TestWebhooks> testWebhooks;

    @Inject
    DeliveryLog log;

    @Inject
    Attempts attempts;

    @Inject
    PlatformConfigService config;

    @Inject
    DeliverySettings settings;

    @Inject
    DeliveryMetrics metrics;

    /** Attempts recorded per transaction at most. */
    static final int RECORD_BATCH = 200;

    private Semaphore slots;
    private final AtomicBoolean wakeQueued = new AtomicBoolean();
    private final LinkedBlockingQueue<DeliveryLog.Attempt> unrecorded = new LinkedBlockingQueue<>();
    private final AtomicBoolean recording = new AtomicBoolean();
    private final AtomicBoolean polling = new AtomicBoolean();
    private volatile boolean again;
    private volatile boolean running;
    private volatile boolean databaseWasDown;
    private ScheduledFuture<?> poller;

    public void start() {
        slots = new Semaphore(settings.maxConcurrency());
        running = true;
        poller = scheduler.scheduleWithFixedDelay(this::poll, 0, settings.pollMillis(), TimeUnit.MILLISECONDS);
        metrics.start();
        LOG.info("Webhook delivery started: at most " + settings.maxConcurrency() + " in flight, timeout " + settings.timeout().toSeconds()
                + " s, retries from " + settings.schedule().initial().toSeconds() + " s doubling to " + settings.schedule().maxInterval().toSeconds()
                + " s, giving up after " + settings.schedule().giveUpAfter().toHours() + " h");
    }

    void afterWebhook(@Observes(during = TransactionPhase.AFTER_SUCCESS) Queued queued) {
        trigger();
    }

    void afterConfigChange(@Observes(during = TransactionPhase.AFTER_SUCCESS) PlatformConfigService.Changed changed) {
        if (changed.endpointChanged() && running) {
            // the contract's TEST webhook for a newly configured endpoint: once, off the PATCH's thread
            String url = changed.webhookEndpoint();
            workers.execute(() -> {
                try {
                    testWebhooks.get().verifyEndpoint(url);
                } catch (RuntimeException e) {
                    LOG.log(java.util.logging.Level.WARNING, "TEST webhook for the new endpoint not sent: " + e.getClass().getSimpleName());
                }
            });
        }
        trigger();
    }

    /** Polls soon; a burst of triggers (a batch of events committed together) makes one task, not one each. */
    public void trigger() {
        if (running && wakeQueued.compareAndSet(false, true)) {
            try {
                scheduler.execute(() -> {
                    wakeQueued.set(false);
                    poll();
                });
            } catch (RuntimeException e) {
                wakeQueued.set(false);
                throw e;
            }
        }
    }

    void poll() {
        if (!polling.compareAndSet(false, true)) {
            again = true;
            return;
        }
        try {
            do {
                again = false;
                Optional<String> endpoint = config.webhookEndpoint();
                if (endpoint.isEmpty()) {
                    break;
                }
                int free = slots.availablePermits();
                if (free == 0) {
                    break; // a finishing delivery triggers the next poll
                }
                List<Claim> claims = log.claim(free);
                for (Claim c : claims) {
                    slots.acquireUninterruptibly();
                    try {
                        workers.execute(() -> deliver(c, endpoint.get()));
                    } catch (RuntimeException e) {
                        slots.release(); // rejected (server stopping): the lease expires and the webhook is due again
                        throw e;
                    }
                }
                if (claims.size() == free) {
                    again = true;
                }
            } while (again && running);
            databaseWasDown = false;
        } catch (RuntimeException e) {
            if (!databaseWasDown) {
                databaseWasDown = true;
                LOG.log(Level.WARNING, "Webhook delivery cannot read its schedule; retrying every " + settings.pollMillis() + " ms", e);
            }
        } finally {
            polling.set(false);
        }
    }

    private void deliver(Claim c, String url) {
        try {
            Instant started = Instant.now();
            AttemptResult r = attempts.send(url, c.body(), c.traceparent());
            metrics.attempt(r);
            unrecorded.add(new DeliveryLog.Attempt(c, url, started, r));
        } catch (RuntimeException e) {
            // Not recorded: the claim's lease runs out and the webhook is attempted again.
            LOG.log(Level.WARNING, "Delivery of " + c.webhookId() + " failed before its attempt was recorded", e);
        } finally {
            slots.release();
            trigger();
        }
        recordWaiting();
    }

    /**
     * Records the attempts that wait, many per transaction: the worker that finds no one recording takes every
     * attempt waiting (up to {@link #RECORD_BATCH}) and records them together, while the others go back to sending;
     * attempts that finish meanwhile are taken by the next round. A batch that cannot be recorded is tried again
     * while the database is unreachable until shortly before the claims' leases run out: an acknowledged webhook whose
     * attempt is not recorded would be sent again, so a database restart during a delivery must not turn into a
     * second delivery.
     */
    private void recordWaiting() {
        while (!unrecorded.isEmpty() && recording.compareAndSet(false, true)) {
            try {
                List<DeliveryLog.Attempt> batch = new ArrayList<>();
                unrecorded.drainTo(batch, RECORD_BATCH);
                if (!batch.isEmpty()) {
                    record(batch).forEach(this::wakeAt);
                }
            } catch (RuntimeException e) {
                // Not recorded: their leases run out and those webhooks are attempted again.
                LOG.log(Level.WARNING, "Delivery attempts could not be recorded", e);
            } finally {
                recording.set(false);
            }
        }
    }

    private List<Instant> record(List<DeliveryLog.Attempt> batch) {
        long pause = 250;
        while (true) {
            try {
                return log.recordAll(batch);
            } catch (RuntimeException e) {
                Instant retryAt = Instant.now().plusMillis(pause);
                // the attempts whose lease would run out before the next try are left to it (they are attempted again)
                batch.removeIf(a -> retryAt.isAfter(a.startedAt().plus(settings.lease()).minusSeconds(5)));
                if (!running || batch.isEmpty()) {
                    throw e;
                }
                long wait = pause;
                LOG.fine(() -> "Recording " + batch.size() + " delivery attempts failed; trying again in " + wait + " ms");
                try {
                    Thread.sleep(pause);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    throw e;
                }
                pause = Math.min(2000, pause * 2);
            }
        }
    }

    /** A retry is due at {@code at}: poll then rather than at the next fixed poll (the database stays the truth). */
    private void wakeAt(Instant at) {
        if (running) {
            long ms = Math.max(0, Duration.between(Instant.now(), at).toMillis()) + 5;
            scheduler.schedule(this::poll, ms, TimeUnit.MILLISECONDS);
        }
    }

    @PreDestroy
    void stop() {
        running = false;
        if (poller != null) {
            poller.cancel(false);
        }
    }
}
