package net.ccpay.webhook.delivery.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.webhook.delivery.domain.AttemptResult;
import net.ccpay.webhook.delivery.domain.Claim;
import net.ccpay.webhook.delivery.domain.DeliveryRepository;
import net.ccpay.webhook.delivery.domain.DeliveryState;
import net.ccpay.webhook.delivery.domain.RetrySchedule;
import net.ccpay.webhook.delivery.domain.Webhook;
import net.ccpay.webhook.delivery.domain.WebhookRepository;
import net.ccpay.webhook.delivery.domain.WebhookTypes;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The transactions of delivery, each short and committed before any HTTP call: claim due webhooks,
 * and record one attempt with the state it leads to. Sending happens between the two, outside any
 * transaction, so a slow receiver holds no database lock or connection.
 */
@ApplicationScoped
public class DeliveryLog {

    @Inject
    WebhookRepository webhooks;

    @Inject
    DeliveryRepository deliveries;

    @Inject
    DeliverySettings settings;

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public List<Claim> claim(int max) {
        Instant now = Instant.now();
        return deliveries.claimDue(max, now, now.plus(settings.lease()));
    }

    /**
     * Records attempt n+1 and moves the delivery on: 2xx DELIVERED, 409 DUPLICATE, a retryable failure
     * back to PENDING at the next time of the schedule (or GAVE_UP past it), anything else FAILED.
     * Returns the time of the next attempt when one is scheduled.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Optional<Instant> record(String webhookId, String type, String url, Instant startedAt, AttemptResult result) {
        DeliveryRepository.Progress p = deliveries.lock(webhookId).orElseThrow(() -> new IllegalStateException("no delivery row for " + webhookId));
        int attemptNo = p.attempts() + 1;
        Instant first = p.firstAttemptAt() == null ? startedAt : p.firstAttemptAt();
        Instant now = Instant.now();
        DeliveryState state;
        Instant next = null;
        switch (result.verdict()) {
            case ACKNOWLEDGED -> state = DeliveryState.DELIVERED;
            case DUPLICATE -> state = DeliveryState.DUPLICATE;
            case REJECTED -> state = DeliveryState.FAILED;
            default -> {
                if (!WebhookTypes.retried(type)) {
                    state = DeliveryState.FAILED;
                } else {
                    RetrySchedule schedule = settings.schedule();
                    next = schedule.next(first, now, attemptNo).orElse(null);
                    state = next == null ? DeliveryState.GAVE_UP : DeliveryState.PENDING;
                }
            }
        }
        deliveries.recordAttempt(webhookId, attemptNo, url, startedAt, result, state.name());
        deliveries.update(webhookId, state, attemptNo, next, first, startedAt, result.status(), result.error());
        return Optional.ofNullable(next);
    }

    /** An attempt made, to record: the claim it was made for, where it went, when it started, what came back. */
    public record Attempt(Claim claim, String url, Instant startedAt, AttemptResult result) {}

    /**
     * Records several attempts in one transaction (one row lock query, one insert, one update for all), each as
     * {@link #record} does. Returns the time of the next attempt of those that will be retried. An attempt whose
     * delivery row is gone is skipped.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public List<Instant> recordAll(List<Attempt> attempts) {
        java.util.Map<String, DeliveryRepository.Progress> progress =
                deliveries.lockAll(attempts.stream().map(a -> a.claim().webhookId()).toList());
        Instant now = Instant.now();
        List<DeliveryRepository.Recorded> rows = new java.util.ArrayList<>(attempts.size());
        List<Instant> retries = new java.util.ArrayList<>();
        for (Attempt a : attempts) {
            String id = a.claim().webhookId();
            DeliveryRepository.Progress p = progress.get(id);
            if (p == null) {
                continue;
            }
            int attemptNo = p.attempts() + 1;
            Instant first = p.firstAttemptAt() == null ? a.startedAt() : p.firstAttemptAt();
            Instant next = null;
            DeliveryState state = switch (a.result().verdict()) {
                case ACKNOWLEDGED -> DeliveryState.DELIVERED;
                case DUPLICATE -> DeliveryState.DUPLICATE;
                case REJECTED -> DeliveryState.FAILED;
                default -> {
                    if (!WebhookTypes.retried(a.claim().type())) {
                        yield DeliveryState.FAILED;
                    }
                    next = settings.schedule().next(first, now, attemptNo).orElse(null);
                    yield next == null ? DeliveryState.GAVE_UP : DeliveryState.PENDING;
                }
            };
            rows.add(new DeliveryRepository.Recorded(id, attemptNo, a.url(), a.startedAt(), a.result(), state, next, first));
            // a webhook twice in one list (its lease ran out and it was claimed again): the second attempt follows the first
            progress.put(id, new DeliveryRepository.Progress(attemptNo, first, state));
            if (next != null) {
                retries.add(next);
            }
        }
        deliveries.recordAll(rows);
        return retries;
    }

    /** A TEST webhook: stored like any other, with a delivery that the scheduler never claims (it is sent once, synchronously). */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void storeTest(Webhook w) {
        webhooks.add(w);
        deliveries.enqueue(w.id(), null, w.createdAt());
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public boolean redeliver(String webhookId) {
        return deliveries.redeliver(webhookId, Instant.now());
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public DeliveryRepository.Backlog backlog() {
        return deliveries.backlog();
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public Optional<Instant> nextDue() {
        return deliveries.nextDue();
    }
}
