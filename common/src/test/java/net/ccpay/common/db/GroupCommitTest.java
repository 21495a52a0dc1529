package net.ccpay.common.db;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GroupCommitTest {

    @Test
    void aLoneCallerWritesItsOwnRowInOneWrite() {
        List<List<String>> writes = new ArrayList<>();
        GroupCommit<String> g = new GroupCommit<>(rows -> writes.add(List.copyOf(rows)), 10);
        g.write("a");
        g.write("b");
        assertEquals(List.of(List.of("a"), List.of("b")), writes);
    }

    @Test
    void concurrentCallersShareWritesAndEachReturnsOnlyOnceItsRowIsWritten() throws Exception {
        int threads = 32;
        int perThread = 200;
        Set<String> committed = ConcurrentHashMap.newKeySet();
        AtomicInteger writes = new AtomicInteger();
        AtomicInteger largest = new AtomicInteger();
        GroupCommit<String> g = new GroupCommit<>(rows -> {
            writes.incrementAndGet();
            largest.accumulateAndGet(rows.size(), Math::max);
            Thread.sleep(0, 200_000);
            committed.addAll(rows);
        }, 50);
        List<String> returnedBeforeCommit = Collections.synchronizedList(new ArrayList<>());
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            done.add(pool.submit(() -> {
                start.await();
                for (int i = 0; i < perThread; i++) {
                    String row = thread + "-" + i;
                    g.write(row);
                    if (!committed.contains(row)) {
                        returnedBeforeCommit.add(row);
                    }
                }
                return null;
            }));
        }
        start.countDown();
        for (Future<?> f : done) {
            f.get(60, TimeUnit.SECONDS);
        }
        pool.shutdown();
        assertEquals(List.of(), returnedBeforeCommit);
        assertEquals(threads * perThread, committed.size());
        assertTrue(writes.get() < threads * perThread / 2, "rows shared writes: " + writes.get() + " writes");
        assertTrue(largest.get() <= 50, "a write took at most maxBatch rows: " + largest.get());
    }

    @Test
    void aFailedBatchIsWrittenRowByRowAndOnlyTheBadRowFails() throws Exception {
        List<List<String>> writes = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch firstWriting = new CountDownLatch(1);
        CountDownLatch othersQueued = new CountDownLatch(1);
        GroupCommit<String> g = new GroupCommit<>(rows -> {
            if (rows.equals(List.of("first"))) {
                firstWriting.countDown();
                othersQueued.await();
            }
            if (rows.contains("bad")) {
                throw new IllegalStateException("constraint");
            }
            writes.add(List.copyOf(rows));
        }, 10);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        Future<?> first = pool.submit(() -> g.write("first"));
        firstWriting.await();
        Future<?> good1 = pool.submit(() -> g.write("good1"));
        Future<?> bad = pool.submit(() -> g.write("bad"));
        Future<?> good2 = pool.submit(() -> g.write("good2"));
        Thread.sleep(200); // the three queue behind the first write
        othersQueued.countDown();
        first.get(10, TimeUnit.SECONDS);
        good1.get(10, TimeUnit.SECONDS);
        good2.get(10, TimeUnit.SECONDS);
        Exception e = assertThrows(Exception.class, () -> bad.get(10, TimeUnit.SECONDS));
        assertTrue(e.getCause() instanceof GroupCommit.NotWritten, String.valueOf(e.getCause()));
        pool.shutdown();
        List<String> written = writes.stream().flatMap(List::stream).sorted().toList();
        assertEquals(List.of("first", "good1", "good2"), written);
    }

    @Test
    void aLoneRowThatCannotBeWrittenThrowsToItsCaller() {
        GroupCommit<String> g = new GroupCommit<>(rows -> {
            throw new java.sql.SQLException("gone");
        }, 10);
        GroupCommit.NotWritten e = assertThrows(GroupCommit.NotWritten.class, () -> g.write("a"));
        assertTrue(e.getCause() instanceof java.sql.SQLException);
    }
}
