package net.ccpay.auth;

import net.ccpay.auth.tokens.domain.HashingGate;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class HashingGateTest {

    @Test
    void noMoreChecksRunAtOnceThanTheGateAllows() throws Exception {
        HashingGate gate = new HashingGate(2, Duration.ofSeconds(10));
        AtomicInteger running = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            java.util.List<Future<Integer>> all = new java.util.ArrayList<>();
            for (int i = 0; i < 16; i++) {
                all.add(pool.submit(() -> gate.run(() -> {
                    most.accumulateAndGet(running.incrementAndGet(), Math::max);
                    try {
                        Thread.sleep(5);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    running.decrementAndGet();
                    return 1;
                })));
            }
            int done = 0;
            for (Future<Integer> f : all) {
                done += f.get();
            }
            assertEquals(16, done);
            assertEquals(2, most.get());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aCheckThatCannotStartInTimeIsRefused() throws Exception {
        HashingGate gate = new HashingGate(1, Duration.ofMillis(50));
        CountDownLatch holding = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread holder = new Thread(() -> gate.run(() -> {
            holding.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return null;
        }));
        holder.start();
        holding.await();
        try {
            assertThrows(HashingGate.Busy.class, () -> gate.run(() -> 1));
        } finally {
            release.countDown();
            holder.join();
        }
        assertEquals(1, gate.run(() -> 1));
    }
}
