package net.ccpay.webhook.delivery.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.webhook.delivery.domain.RetrySchedule;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Delivery settings (MicroProfile Config, so also environment variables such as
 * {@code PLATFORM_WEBHOOK_RETRY_INITIAL_SECONDS}). Defaults: first retry after about 30 s, doubling,
 * intervals capped at 30 min, give up 7 days after the first attempt; 30 s per request; at most 32
 * deliveries in flight; the schedule is polled every second.
 */
@ApplicationScoped
public class DeliverySettings {

    @Inject
    @ConfigProperty(name = "platform.webhook.retry.initial-seconds", defaultValue = "30")
    long initialSeconds;

    @Inject
    @ConfigProperty(name = "platform.webhook.retry.max-interval-seconds", defaultValue = "1800")
    long maxIntervalSeconds;

    @Inject
    @ConfigProperty(name = "platform.webhook.retry.give-up-after-hours", defaultValue = "168")
    long giveUpAfterHours;

    @Inject
    @ConfigProperty(name = "platform.webhook.timeout-seconds", defaultValue = "30")
    long timeoutSeconds;

    @Inject
    @ConfigProperty(name = "platform.webhook.max-concurrency", defaultValue = "128")
    int maxConcurrency;

    @Inject
    @ConfigProperty(name = "platform.webhook.poll-millis", defaultValue = "1000")
    long pollMillis;

    public RetrySchedule schedule() {
        return new RetrySchedule(Duration.ofSeconds(initialSeconds), Duration.ofSeconds(maxIntervalSeconds),
                Duration.ofHours(giveUpAfterHours), () -> ThreadLocalRandom.current().nextDouble());
    }

    public Duration timeout() { return Duration.ofSeconds(timeoutSeconds); }

    /** How long a claimed delivery is reserved for the worker sending it; after that it is due again (a crash mid-send). */
    public Duration lease() { return timeout().plusSeconds(30); }

    public int maxConcurrency() { return Math.max(1, maxConcurrency); }

    public long pollMillis() { return Math.max(50, pollMillis); }
}
