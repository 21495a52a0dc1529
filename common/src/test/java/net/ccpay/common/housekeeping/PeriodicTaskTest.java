package net.ccpay.common.housekeeping;

import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import net.ccpay.common.config.ServiceBootstrap;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

class PeriodicTaskTest {

    /** A timer (its failures are warnings). */
    static class Timer extends PeriodicTask {
        Timer() {
            super("test timer pass");
        }

        @Override
        protected Schedule schedule(ServiceBootstrap.Started started) {
            return new Schedule(5, 7);
        }

        @Override
        protected void pass() {
            throw new IllegalStateException("database away");
        }
    }

    /** A housekeeping pass (its failures are expected and retried). */
    static class QuietHousekeeping extends PeriodicTask {
        QuietHousekeeping() {
            super("test housekeeping pass", Level.FINE);
        }

        @Override
        protected Schedule schedule(ServiceBootstrap.Started started) {
            return Schedule.housekeeping(600_000);
        }

        @Override
        protected void pass() {
            throw new IllegalStateException("database away");
        }
    }

    @Test
    void aFailedPassIsLoggedUnderTheTasksNameAtItsLevelAndTheScheduleGoesOn() {
        check(new Timer(), Level.WARNING, "test timer pass failed; the next pass retries", 5, 7);
        check(new QuietHousekeeping(), Level.FINE, "test housekeeping pass failed; the next pass retries", 60_000, 600_000);
    }

    static void check(PeriodicTask task, Level level, String message, long first, long delay) {
        List<Object[]> scheduled = new ArrayList<>();
        task.scheduler = (ManagedScheduledExecutorService) Proxy.newProxyInstance(PeriodicTaskTest.class.getClassLoader(),
                new Class<?>[] {ManagedScheduledExecutorService.class}, (proxy, method, args) -> {
                    assertEquals("scheduleWithFixedDelay", method.getName());
                    scheduled.add(args);
                    return null;
                });
        task.onStart(new ServiceBootstrap.Started("test"));
        assertEquals(1, scheduled.size());
        Object[] args = scheduled.get(0);
        assertEquals(first, args[1]);
        assertEquals(delay, args[2]);
        assertSame(TimeUnit.MILLISECONDS, args[3]);

        Logger log = Logger.getLogger(PeriodicTaskTest.class.getName());
        List<LogRecord> records = new ArrayList<>();
        Handler capture = new Handler() {
            @Override public void publish(LogRecord r) { records.add(r); }
            @Override public void flush() { }
            @Override public void close() { }
        };
        Level before = log.getLevel();
        log.setLevel(Level.ALL);
        log.addHandler(capture);
        try {
            Runnable pass = (Runnable) args[0];
            pass.run();
            pass.run();
        } finally {
            log.removeHandler(capture);
            log.setLevel(before);
        }
        assertEquals(2, records.size(), "each failed pass is logged, none is thrown to the scheduler");
        assertEquals(level, records.get(0).getLevel());
        assertEquals(message, records.get(0).getMessage());
        assertEquals("database away", records.get(0).getThrown().getMessage());
    }

    @Test
    void aSettingBelowItsMinimumNamesThePropertyAndItsVariable() {
        assertEquals(8, PeriodicTask.atLeast("platform.webhook.retention-days", 8, 8));
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> PeriodicTask.atLeast("platform.webhook.retention-days", 8, 7));
        assertEquals("platform.webhook.retention-days (PLATFORM_WEBHOOK_RETENTION_DAYS) must be at least 8, is 7", e.getMessage());
    }
}
