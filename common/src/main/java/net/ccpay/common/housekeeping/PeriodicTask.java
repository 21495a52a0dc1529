package net.ccpay.common.housekeeping;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.enterprise.event.Observes;
import net.ccpay.common.config.ServiceBootstrap;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A pass that every copy of a service runs on the container's managed scheduler, from the service's start until it
 * stops, with a fixed delay between the end of one pass and the start of the next. What a pass throws is logged and
 * the next pass runs as planned, so a database that is briefly away costs one pass, not the schedule. A subclass is
 * the service's {@code @ApplicationScoped} bean: it gives its constructor what a pass is called in the log and, when its
 * failures are expected, how loud they are; it checks its settings and says when ({@link #schedule}) and what one pass
 * does ({@link #pass}). The bean keeps a no-argument constructor (the container's proxy and interception subclasses
 * need one) that calls one of these with its own values.
 */
public abstract class PeriodicTask {

    /** When the first pass runs after the start, and the delay between passes. */
    public record Schedule(long firstDelayMillis, long delayMillis) {

        /** Every {@code delayMillis} (at least {@code floorMillis}), the first pass after one delay. */
        public static Schedule every(long delayMillis, long floorMillis) {
            long delay = Math.max(floorMillis, delayMillis);
            return new Schedule(delay, delay);
        }

        /** Housekeeping's shape: every {@code delayMillis} (at least 1 s), the first pass after at most a minute. */
        public static Schedule housekeeping(long delayMillis) {
            long delay = Math.max(1000, delayMillis);
            return new Schedule(Math.min(60_000, delay), delay);
        }
    }

    @Resource(lookup = "java:comp/DefaultManagedScheduledExecutorService")
    ManagedScheduledExecutorService scheduler;

    private final String what;
    private final Level failureLevel;
    private ScheduledFuture<?> task;

    /**
     * A task whose failed pass is a warning.
     *
     * @param what what a pass is called in the log ("card activation pass")
     */
    protected PeriodicTask(String what) {
        this(what, Level.WARNING);
    }

    /**
     * @param what         what a pass is called in the log ("webhook housekeeping pass")
     * @param failureLevel how loud a failed pass is: {@code FINE} for a task whose failures are expected and retried
     *                     (housekeeping while the database is briefly away)
     */
    protected PeriodicTask(String what, Level failureLevel) {
        this.what = what;
        this.failureLevel = failureLevel;
    }

    /**
     * Called once at the service's start: checks the task's settings (an exception stops the start, with its message
     * naming the setting) and answers the schedule.
     */
    protected abstract Schedule schedule(ServiceBootstrap.Started started);

    /**
     * A setting's value checked against its minimum: an IllegalArgumentException naming the property and its
     * environment variable (so the start fails saying what to fix) when it is below.
     */
    protected static long atLeast(String property, long minimum, long value) {
        if (value < minimum) {
            throw new IllegalArgumentException(property + " (" + property.toUpperCase(java.util.Locale.ROOT).replaceAll("[^A-Z0-9]", "_")
                    + ") must be at least " + minimum + ", is " + value);
        }
        return value;
    }

    /** One pass. */
    protected abstract void pass();

    /** Protected, not package-private: the container's subclass of an intercepted bean must reach it. */
    protected void onStart(@Observes ServiceBootstrap.Started started) {
        Schedule s = schedule(started);
        task = scheduler.scheduleWithFixedDelay(this::run, s.firstDelayMillis(), s.delayMillis(), TimeUnit.MILLISECONDS);
    }

    private void run() {
        try {
            pass();
        } catch (RuntimeException e) {
            Logger.getLogger(loggerName()).log(failureLevel, what + " failed; the next pass retries", e);
        }
    }

    /** The subclass's name, without the container's proxy suffix. */
    private String loggerName() {
        String name = getClass().getName();
        int proxy = name.indexOf('$');
        return proxy < 0 ? name : name.substring(0, proxy);
    }

    @PreDestroy
    protected void stop() {
        if (task != null) {
            task.cancel(false);
        }
    }
}
