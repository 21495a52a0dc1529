package net.ccpay.common.web;

import jakarta.persistence.OptimisticLockException;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.sql.SQLTransactionRollbackException;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConcurrentChangeMapperTest {

    @Test
    void aStaleVersionWrappedByTheTransactionInterceptorIsAConcurrentChange() {
        RuntimeException wrapped = new RuntimeException("commit failed", new IllegalStateException(new OptimisticLockException("stale")));
        assertTrue(ConcurrentChangeMapper.isConcurrentChange(wrapped));
    }

    @Test
    void aDeadlockReportedByTheDriverIsAConcurrentChange() {
        assertTrue(ConcurrentChangeMapper.isConcurrentChange(new RuntimeException(new SQLTransactionRollbackException("Deadlock found", "40001"))));
    }

    @Test
    void anyOtherFailureIsNot() {
        assertFalse(ConcurrentChangeMapper.isConcurrentChange(new RuntimeException(new SQLException("syntax"))));
        assertFalse(ConcurrentChangeMapper.isConcurrentChange(new IllegalArgumentException()));
    }

    @Test
    void aLostOrRefusedDatabaseConnectionIsUnreachableNotAConcurrentChange() {
        assertTrue(ConcurrentChangeMapper.isDatabaseUnreachable(new RuntimeException(new java.sql.SQLNonTransientConnectionException("socket closed"))));
        assertTrue(ConcurrentChangeMapper.isDatabaseUnreachable(new RuntimeException(new SQLException("Communications link failure", "08S01"))));
        assertFalse(ConcurrentChangeMapper.isDatabaseUnreachable(new RuntimeException(new SQLException("syntax", "42000"))));
        assertFalse(ConcurrentChangeMapper.isDatabaseUnreachable(new RuntimeException(new SQLTransactionRollbackException("Deadlock found", "40001"))));
    }
}
