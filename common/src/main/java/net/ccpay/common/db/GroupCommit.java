package net.ccpay.common.db;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Writes rows that many request threads produce at once in shared statements, each thread returning
 * only once its own row is committed: group commit, with no timer and no background thread.
 *
 * <p>A thread queues its row. When no batch is being written, it becomes the writer: it takes every queued
 * row (at most {@code maxBatch}) and writes them with one call of {@link Writer#write}; otherwise it
 * waits for the batch in progress to end, and returns if that batch held its row. Alone, a thread writes its own row
 * straight away (no added wait); under load, the rows that queued while one batch was being written go
 * together in the next, so the statements per row fall as the load rises.
 *
 * <p>Nothing is acknowledged before the write that holds it has returned: a failed batch is written
 * again row by row, so that one bad row fails only its own request; a row whose own write fails throws
 * to its caller. Nothing is kept after the call: a crash loses only rows whose callers have not been
 * answered.
 *
 * @param <T> a row
 */
public final class GroupCommit<T> {

    /** Writes rows and commits them; throws when they are not committed. */
    @FunctionalInterface
    public interface Writer<T> {
        void write(List<T> rows) throws Exception;
    }

    /** Thrown to the caller whose row could not be written. */
    public static final class NotWritten extends RuntimeException {
        NotWritten(Throwable cause) {
            super("the row could not be written: " + cause, cause);
        }
    }

    private static final class Pending<T> {
        final T row;
        volatile boolean done;
        volatile Throwable failure;

        Pending(T row) {
            this.row = row;
        }
    }

    private final Writer<T> writer;
    private final int maxBatch;
    private final ConcurrentLinkedQueue<Pending<T>> queue = new ConcurrentLinkedQueue<>();
    private final ReentrantLock state = new ReentrantLock();
    private final Condition batchWritten = state.newCondition();
    private boolean writerBusy;

    public GroupCommit(Writer<T> writer, int maxBatch) {
        if (maxBatch < 1) {
            throw new IllegalArgumentException("maxBatch must be at least 1");
        }
        this.writer = writer;
        this.maxBatch = maxBatch;
    }

    /** Returns once {@code row} is committed; throws {@link NotWritten} when it could not be. */
    public void write(T row) {
        Pending<T> mine = new Pending<>(row);
        queue.add(mine);
        state.lock();
        try {
            while (!mine.done) {
                if (writerBusy) {
                    // a batch is being written: it may hold this row; woken after every batch
                    batchWritten.awaitUninterruptibly();
                    continue;
                }
                writerBusy = true;
                state.unlock();
                try {
                    writeBatch();
                } finally {
                    state.lock();
                    writerBusy = false;
                    batchWritten.signalAll();
                }
            }
        } finally {
            state.unlock();
        }
        if (mine.failure != null) {
            throw new NotWritten(mine.failure);
        }
    }

    /** By the one writer of the moment: the queued rows, oldest first, in one write (row by row if that fails). */
    private void writeBatch() {
        List<Pending<T>> batch = new ArrayList<>();
        Pending<T> p;
        while (batch.size() < maxBatch && (p = queue.poll()) != null) {
            batch.add(p);
        }
        if (batch.isEmpty()) {
            return;
        }
        try {
            writer.write(batch.stream().map(b -> b.row).toList());
            batch.forEach(b -> b.done = true);
            return;
        } catch (Exception | Error whole) {
            if (batch.size() == 1) {
                finish(batch.get(0), whole);
                return;
            }
        }
        for (Pending<T> one : batch) {
            try {
                writer.write(List.of(one.row));
                one.done = true;
            } catch (Exception | Error e) {
                finish(one, e);
            }
        }
    }

    private static void finish(Pending<?> p, Throwable failure) {
        p.failure = failure;
        p.done = true;
    }
}
