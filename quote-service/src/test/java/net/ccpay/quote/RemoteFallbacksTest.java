package net.ccpay.quote;

import net.ccpay.common.web.DomainExceptionMapper;
import net.ccpay.quote.customers.infrastructure.CustomerServiceClient;
import net.ccpay.quote.currency.infrastructure.PlatformConfigClient;
import net.ccpay.quote.remote.RemoteServiceUnavailable;
import org.eclipse.microprofile.faulttolerance.ExecutionContext;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Method;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** quote-service's remote calls fall back to a 503 that names what the request needed and why it cannot have it. */
class RemoteFallbacksTest {

    @Test
    void bothClientsFallBackToThe503() {
        RemoteServiceUnavailable customers = assertThrows(RemoteServiceUnavailable.class,
                () -> new CustomerServiceClient.Unavailable().handle(context(new TimeoutException())));
        assertEquals("Customer records cannot be read right now (it did not answer in time); retry shortly", customers.getMessage());
        RemoteServiceUnavailable config = assertThrows(RemoteServiceUnavailable.class,
                () -> new PlatformConfigClient.Unavailable().handle(context(new CircuitBreakerOpenException())));
        assertEquals("The platform config cannot be read right now (it failed repeatedly just now, so it is not being asked for a few "
                + "seconds); retry shortly", config.getMessage());
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
