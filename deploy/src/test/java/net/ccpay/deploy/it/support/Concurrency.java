package net.ccpay.deploy.it.support;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Requests sent at the same moment, to see what the platform answers under a race. */
public final class Concurrency {

    private Concurrency() {}

    /** Runs {@code call} on {@code n} threads released together; returns every answer, in thread order. */
    public static List<Api.Reply> race(int n, Callable<Api.Reply> call) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(n);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Api.Reply>> futures = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return call.call();
                }));
            }
            start.countDown();
            List<Api.Reply> out = new ArrayList<>();
            for (Future<Api.Reply> f : futures) {
                out.add(f.get());
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }
}
