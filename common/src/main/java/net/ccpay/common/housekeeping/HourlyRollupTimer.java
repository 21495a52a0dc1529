package net.ccpay.common.housekeeping;

import net.ccpay.common.config.ServiceBootstrap;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;

import java.time.Instant;

/**
 * Runs a {@link HourlyRollup} in every copy of a service, on the container's scheduler, from the service's start: the
 * first pass 5 s after it (the whole {@link #days()}), then every {@code <settings>.rollup-millis} (a minute). Each pass
 * recounts the current hour and the one before (a row committed late, with an earlier time, is counted by the next
 * pass); the overviews read only what is kept, so they are at most one interval behind. A subclass is the service's bean: it names its settings and its {@link Counts}.
 */
public abstract class HourlyRollupTimer extends PeriodicTask {

    /** What a table kept per hour offers its timer. */
    public interface Counts {

        /** Recounts the whole hours of [from, to) and keeps them; the rows kept, or -1 when it was another copy's turn. */
        int recount(Instant from, Instant to);

        /** Forgets the hours before an instant; the rows deleted. */
        int forgetBefore(Instant before);
    }

    private final String settings;
    private HourlyRollup rollup;

    /**
     * @param settings the prefix of the two settings ({@code platform.payments})
     * @param what     what is recounted, for the log ("the payments per hour")
     */
    protected HourlyRollupTimer(String settings, String what) {
        super("Recounting " + what);
        this.settings = settings;
    }

    /** The kept table. */
    protected abstract Counts counts();

    /** How many days are kept (and recounted every hour). */
    protected int days() {
        return 31;
    }

    @Override
    protected Schedule schedule(ServiceBootstrap.Started started) {
        Config config = ConfigProvider.getConfig();
        long interval = Math.max(1000, config.getOptionalValue(settings + ".rollup-millis", Long.class).orElse(60_000L));
        Counts counts = counts();
        rollup = new HourlyRollup(counts::recount, counts::forgetBefore, 2, days());
        return new Schedule(Math.min(5000, interval), interval);
    }

    @Override
    protected void pass() {
        rollup.pass(Instant.now());
    }
}
