package net.ccpay.common.remote;

import jakarta.ws.rs.ProcessingException;
import net.ccpay.common.error.ApiError;
import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.web.DomainExceptionMapper;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;
import org.junit.jupiter.api.Test;

import java.net.ConnectException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RemoteFailuresTest {

    /** An adapter's named 503, as the services declare theirs. */
    static final class RecordsUnavailable extends DomainException {
        RecordsUnavailable(String why) {
            super(Kind.UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE, "Customer records cannot be read right now (" + why + "); retry shortly");
        }
    }

    static final List<Throwable> FAILURES = List.of(
            new TimeoutException("timed out after 3000 ms"),
            new CircuitBreakerOpenException("circuit open"),
            new ProcessingException(new ConnectException("Connection refused: 10.1.2.3:9081")),
            new RemoteCallFailed("customer-service", 500),
            new IllegalStateException("unexpected end of JSON at 10.1.2.3"));

    @Test
    void everyKindOfRemoteFailureBecomesTheAdaptersNamed503() {
        for (Throwable f : FAILURES) {
            RecordsUnavailable named = RemoteFailures.unavailable("Customer records", f, RecordsUnavailable::new);
            ApiError e = DomainExceptionMapper.toError(named);
            assertEquals(503, e.status(), f.toString());
            assertEquals("SERVICE_UNAVAILABLE", e.code(), f.toString());
            assertTrue(e.message().startsWith("Customer records cannot be read right now"), e.message());
        }
    }

    @Test
    void theReasonSaysWhyWithoutRepeatingTheCausesText() {
        assertEquals("it did not answer in time", RemoteFailures.why(new TimeoutException()));
        assertTrue(RemoteFailures.why(new CircuitBreakerOpenException()).startsWith("it failed repeatedly just now"));
        assertEquals("it cannot be reached", RemoteFailures.why(FAILURES.get(2)));
        assertEquals("it cannot be reached", RemoteFailures.why(null));
        for (Throwable f : FAILURES) {
            String m = RemoteFailures.unavailable("X", f, RecordsUnavailable::new).getMessage();
            assertFalse(m.contains("10.1.2.3") || m.contains("Exception") || m.contains("HTTP 500"), m);
        }
    }
}
