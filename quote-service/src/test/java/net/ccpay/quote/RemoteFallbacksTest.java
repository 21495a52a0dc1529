package net.ccpay.quote;

import jakarta.interceptor.InvocationContext;
import net.ccpay.common.remote.RemoteAdapter;
import net.ccpay.common.remote.RemoteCallInterceptor;
import net.ccpay.common.web.DomainExceptionMapper;
import net.ccpay.quote.currency.infrastructure.PlatformConfigClient;
import net.ccpay.quote.customers.infrastructure.CustomerServiceClient;
import net.ccpay.quote.remote.RemoteServiceUnavailable;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** quote-service's remote calls fall back to a 503 that names what the request needed and why it cannot have it. */
class RemoteFallbacksTest {

    @Test
    void bothClientsFallBackToThe503() throws Exception {
        RemoteServiceUnavailable customers = assertThrows(RemoteServiceUnavailable.class, () -> new RemoteCallInterceptor()
                .answerOrUnavailable(failing(new CustomerServiceClient(), CustomerServiceClient.class.getMethod("fetch", String.class), new TimeoutException())));
        assertEquals("Customer records cannot be read right now (it did not answer in time); retry shortly", customers.getMessage());
        RemoteServiceUnavailable config = assertThrows(RemoteServiceUnavailable.class, () -> new RemoteCallInterceptor()
                .answerOrUnavailable(failing(new PlatformConfigClient(), PlatformConfigClient.class.getMethod("fetch"), new CircuitBreakerOpenException())));
        assertEquals("The platform config cannot be read right now (it failed repeatedly just now, so it is not being asked for a few "
                + "seconds); retry shortly", config.getMessage());
        assertEquals(503, DomainExceptionMapper.toError(config).status());
    }

    /** The call of {@code method} on {@code adapter}, failing with {@code failure} (as Fault Tolerance gives it up). */
    static InvocationContext failing(RemoteAdapter adapter, Method method, Exception failure) {
        return new InvocationContext() {
            @Override public Object getTarget() { return adapter; }
            @Override public Object getTimer() { return null; }
            @Override public Method getMethod() { return method; }
            @Override public Constructor<?> getConstructor() { return null; }
            @Override public Object[] getParameters() { return new Object[0]; }
            @Override public void setParameters(Object[] params) { }
            @Override public Map<String, Object> getContextData() { return Map.of(); }
            @Override public Object proceed() throws Exception { throw failure; }
        };
    }
}
