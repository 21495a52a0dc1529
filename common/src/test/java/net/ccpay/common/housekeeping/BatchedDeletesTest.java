package net.ccpay.common.housekeeping;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.IntSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BatchedDeletesTest {

    /** Batches that delete the given row counts in turn, then none. */
    private static IntSupplier batches(Integer... rows) {
        Iterator<Integer> it = List.of(rows).iterator();
        return () -> it.hasNext() ? it.next() : 0;
    }

    @Test
    void fullBatchesGoOnWithARestAfterEachUntilAShortOne() {
        List<Long> rests = new ArrayList<>();
        BatchedDeletes pass = new BatchedDeletes(rests::add).run("t", batches(1000, 1000, 1000, 7, 1000));
        assertEquals(Map.of("t", 3007L), pass.deleted());
        assertEquals(3, rests.size(), "a rest after each full batch, none after the short one: " + rests);
        assertTrue(rests.stream().allMatch(ms -> ms >= 0 && ms <= BatchedDeletes.MAX_PAUSE_MILLIS), rests.toString());
    }

    @Test
    void theRestIsAsLongAsTheBatchTook() {
        List<Long> rests = new ArrayList<>();
        IntSupplier slow = () -> {
            try {
                Thread.sleep(30);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            return 1000;
        };
        new BatchedDeletes(rests::add).run("t", () -> rests.size() < 2 ? slow.getAsInt() : 0);
        assertEquals(2, rests.size());
        assertTrue(rests.stream().allMatch(ms -> ms >= 25), "each rest at least the batch's 30 ms: " + rests);
    }

    @Test
    void aPassStopsAtItsMostBatchesWithoutAFinalRest() {
        List<Long> rests = new ArrayList<>();
        BatchedDeletes pass = new BatchedDeletes(rests::add).run("t", () -> 1000);
        assertEquals(Map.of("t", (long) BatchedDeletes.MAX_BATCHES * 1000), pass.deleted());
        assertEquals(BatchedDeletes.MAX_BATCHES - 1, rests.size());
    }

    @Test
    void anInterruptedRestEndsThePassAndKeepsTheInterrupt() {
        BatchedDeletes pass = new BatchedDeletes(ms -> {
            throw new InterruptedException();
        }).run("t", () -> 1000);
        assertEquals(Map.of("t", 1000L), pass.deleted());
        assertTrue(Thread.interrupted(), "the interrupt is kept for the scheduler");
    }
}
