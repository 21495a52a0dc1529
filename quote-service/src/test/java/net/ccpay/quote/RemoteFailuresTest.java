package net.ccpay.quote;

import jakarta.ws.rs.ProcessingException;
import net.ccpay.common.error.ApiError;
import net.ccpay.common.web.DomainExceptionMapper;
import net.ccpay.quote.customers.infrastructure.CustomerServiceClient;
import net.ccpay.quote.currency.infrastructure.PlatformConfigClient;
import net.ccpay.quote.remote.RemoteCallFailed;
import net.ccpay.quote.remote.RemoteFailures;
import net.ccpay.quote.remote.RemoteServiceUnavailable;
import org.eclipse.microprofile.faulttolerance.ExecutionContext;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Method;
import java.net.ConnectException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RemoteFailuresTest {

    static final List<Throwable> FAILURES = List.of(
            new TimeoutException("timed out after 3000 ms"),
            new CircuitBreakerOpenException("circuit open"),
            new ProcessingException(new ConnectException("Connection refused: 10.1.2.3:9081")),
            new RemoteCallFailed("customer-service", 500),
            new IllegalStateException("unexpected end of JSON at 10.1.2.3"));

    @Test
    void everyKindOfRemoteFailureIsA503ServiceUnavailableEnvelope() {
        for (Throwable f : FAILURES) {
            ApiError e = DomainExceptionMapper.toError(RemoteFailures.unavailable("Customer records", f));
            assertEquals(503, e.status(), f.toString());
            assertEquals("SERVICE_UNAVAILABLE", e.code(), f.toString());
            assertTrue(e.message().startsWith("Customer records cannot be read right now"), e.message());
            assertTrue(e.message().endsWith("retry shortly"), e.message());
        }
    }

    @Test
    void theMessageSaysWhyWithoutRepeatingTheCausesText() {
        assertTrue(RemoteFailures.unavailable("X", new TimeoutException()).getMessage().contains("did not answer in time"));
        assertTrue(RemoteFailures.unavailable("X", new CircuitBreakerOpenException()).getMessage().contains("failed repeatedly"));
        assertTrue(RemoteFailures.unavailable("X", FAILURES.get(2)).getMessage().contains("cannot be reached"));
        for (Throwable f : FAILURES) {
            String m = RemoteFailures.unavailable("X", f).getMessage();
            assertFalse(m.contains("10.1.2.3") || m.contains("Exception") || m.contains("HTTP 500"), m);
        }
    }

    @Test
    void bothClientsFallBackToThe503() {
        ExecutionContext timedOut = context(new TimeoutException());
        RemoteServiceUnavailable customers = assertThrows(RemoteServiceUnavailable.class,
                () -> new CustomerServiceClient.Unavailable().handle(timedOut));
        assertTrue(customers.getMessage().startsWith("Customer records"));
        RemoteServiceUnavailable config = assertThrows(RemoteServiceUnavailable.class,
                () -> new PlatformConfigClient.Unavailable().handle(timedOut));
        assertTrue(config.getMessage().startsWith("The platform config"));
        assertEquals(503, DomainExceptionMapper.toError(config).status());
    }

    static ExecutionContext context(Throwable failure) {
        return new ExecutionContext() {
            @Override public Method getMethod() { return null; }
            @Override public Object[] getParameters() { return new Object[0]; }
            @Override public Throwable getFailure() { return failure; }
        };
    }
}
