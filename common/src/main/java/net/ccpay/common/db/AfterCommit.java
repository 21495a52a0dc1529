package net.ccpay.common.db;

import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.TransactionSynchronizationRegistry;

import java.util.concurrent.Executor;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Work that must happen only once the caller's transaction has committed, and never if it rolls back: a message
 * that tells the outside world about what the transaction wrote (an SCA code sent by SMS). The work runs on the
 * container's managed executor, so the request that committed neither waits for it nor holds a database connection
 * meanwhile. A failure of the work is logged; the caller decides beforehand what a lost message costs (a one-time
 * code can be asked for again).
 */
@ApplicationScoped
public class AfterCommit {

    private static final Logger LOG = Logger.getLogger(AfterCommit.class.getName());

    @Resource(lookup = "java:comp/TransactionSynchronizationRegistry")
    TransactionSynchronizationRegistry transactions;

    @Resource(lookup = "java:comp/DefaultManagedExecutorService")
    ManagedExecutorService executor;

    /** Runs {@code work} once the current transaction commits; {@code what} names it in a failure's log line. */
    public void submit(String what, Runnable work) {
        submit(transactions, executor, what, work);
    }

    static void submit(TransactionSynchronizationRegistry transactions, Executor executor, String what, Runnable work) {
        if (transactions.getTransactionKey() == null) {
            throw new IllegalStateException(what + " must be registered inside a transaction");
        }
        transactions.registerInterposedSynchronization(new Synchronization() {
            @Override
            public void beforeCompletion() {
                // nothing to do before the commit
            }

            @Override
            public void afterCompletion(int status) {
                if (status != Status.STATUS_COMMITTED) {
                    return;
                }
                try {
                    executor.execute(() -> {
                        try {
                            work.run();
                        } catch (RuntimeException e) {
                            LOG.log(Level.WARNING, what + " failed after its transaction committed: " + e.getMessage());
                        }
                    });
                } catch (RuntimeException e) {
                    LOG.log(Level.WARNING, what + " could not be started after its transaction committed: " + e.getMessage());
                }
            }
        });
    }
}
