package net.ccpay.common.db;

import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.TransactionSynchronizationRegistry;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class AfterCommitTest {

    /** A transaction's registry that keeps what was registered, so the test can end the transaction either way. */
    static final class Registry implements TransactionSynchronizationRegistry {
        final List<Synchronization> registered = new ArrayList<>();
        Object key = "tx-1";

        @Override public Object getTransactionKey() { return key; }
        @Override public void putResource(Object k, Object v) { throw new UnsupportedOperationException(); }
        @Override public Object getResource(Object k) { throw new UnsupportedOperationException(); }
        @Override public void registerInterposedSynchronization(Synchronization sync) { registered.add(sync); }
        @Override public int getTransactionStatus() { return Status.STATUS_ACTIVE; }
        @Override public void setRollbackOnly() { throw new UnsupportedOperationException(); }
        @Override public boolean getRollbackOnly() { return false; }

        void end(int status) {
            registered.forEach(s -> s.beforeCompletion());
            registered.forEach(s -> s.afterCompletion(status));
        }
    }

    @Test
    void theWorkRunsOnlyOnceTheTransactionCommitted() {
        List<String> done = new ArrayList<>();
        Registry committed = new Registry();
        AfterCommit.submit(committed, Runnable::run, "send", () -> done.add("sent"));
        assertEquals(List.of(), done, "nothing before the commit");
        committed.end(Status.STATUS_COMMITTED);
        assertEquals(List.of("sent"), done);

        Registry rolledBack = new Registry();
        AfterCommit.submit(rolledBack, Runnable::run, "send", () -> done.add("never"));
        rolledBack.end(Status.STATUS_ROLLEDBACK);
        assertEquals(List.of("sent"), done);
    }

    @Test
    void aFailureOfTheWorkIsLoggedNotThrownIntoTheTransactionManager() {
        Registry r = new Registry();
        AfterCommit.submit(r, Runnable::run, "send", () -> {
            throw new IllegalStateException("provider down");
        });
        r.end(Status.STATUS_COMMITTED);
    }

    @Test
    void outsideATransactionItIsRefused() {
        Registry none = new Registry();
        none.key = null;
        assertThrows(IllegalStateException.class, () -> AfterCommit.submit(none, Runnable::run, "send", () -> {}));
    }
}
