package net.ccpay.common.remote;

import jakarta.interceptor.InvocationContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.ApiError;
import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.web.DomainExceptionMapper;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;
import org.eclipse.microprofile.faulttolerance.Fallback;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.faulttolerance.Timeout;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class RemoteAdapterTest {

    static final class RecordsUnavailable extends DomainException {
        RecordsUnavailable(String why) {
            super(Kind.UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE, "Customer records cannot be read right now (" + why + "); retry shortly");
        }
    }

    /** A refusal the adapter passes on: an answer, not a failure. */
    static final class Refused extends DomainException {
        Refused() {
            super(Kind.FORBIDDEN, ErrorCode.FORBIDDEN, "refused");
        }
    }

    /** Adapters as the services write them: what differs is the base and the named 503. */
    static class Reads extends IdempotentRemoteAdapter {
        Reads() {
            super(RecordsUnavailable::new);
        }

        public String get(String id) {
            return id;
        }
    }

    static class Writes extends RemoteAdapter {
        Writes() {
            super(RecordsUnavailable::new);
        }
    }

    @Test
    void anAdapterInheritsEveryGuardAndOnlyAReadIsRetried() {
        for (Class<?> adapter : List.of(Reads.class, Writes.class)) {
            // what Fault Tolerance and the transaction interceptor read from the bean class (Class.getAnnotations)
            assertEquals(Transactional.TxType.NOT_SUPPORTED, adapter.getAnnotation(Transactional.class).value(), adapter.getName());
            assertEquals(1000L, adapter.getAnnotation(Timeout.class).value(), "no number in the code: the config keys give it");
            assertEquals(20, adapter.getAnnotation(CircuitBreaker.class).requestVolumeThreshold(), "no number in the code");
            assertEquals(RemoteCall.class, adapter.getAnnotation(RemoteCall.class).annotationType());
            assertNull(adapter.getAnnotation(Fallback.class), "the interceptor is the fallback");
        }
        assertNull(Writes.class.getAnnotation(Retry.class), "a call that changes something is made once");
        Retry retry = Reads.class.getAnnotation(Retry.class);
        assertArrayEquals(new Class<?>[] {TimeoutException.class, CircuitBreakerOpenException.class}, retry.abortOn());
        assertEquals(3, retry.maxRetries(), "no number in the code");
    }

    @Test
    void everyFailureOfTheCallIsTheAdaptersNamed503() throws Exception {
        for (Throwable f : RemoteFailuresTest.FAILURES) {
            RecordsUnavailable e = assertThrows(RecordsUnavailable.class, () -> new RemoteCallInterceptor().answerOrUnavailable(call(new Reads(), f)));
            assertEquals("Customer records cannot be read right now (" + RemoteFailures.why(f) + "); retry shortly", e.getMessage());
            ApiError error = DomainExceptionMapper.toError(e);
            assertEquals(503, error.status());
            assertEquals("SERVICE_UNAVAILABLE", error.code());
        }
        assertThrows(RecordsUnavailable.class, () -> new RemoteCallInterceptor().answerOrUnavailable(call(new Writes(), new StackOverflowError())));
    }

    @Test
    void anAnswerAndANamedRefusalPassUnchanged() throws Exception {
        assertEquals("Customer:1", new RemoteCallInterceptor().answerOrUnavailable(call(new Reads(), null)));
        Refused refused = new Refused();
        assertSame(refused, assertThrows(Refused.class, () -> new RemoteCallInterceptor().answerOrUnavailable(call(new Reads(), refused))));
    }

    /** The invocation of {@code Reads.get("Customer:1")}, which fails with {@code failure} unless it is null. */
    static InvocationContext call(RemoteAdapter target, Throwable failure) throws NoSuchMethodException {
        Method get = Reads.class.getMethod("get", String.class);
        return new InvocationContext() {
            @Override public Object getTarget() { return target; }
            @Override public Object getTimer() { return null; }
            @Override public Method getMethod() { return get; }
            @Override public Constructor<?> getConstructor() { return null; }
            @Override public Object[] getParameters() { return new Object[] {"Customer:1"}; }
            @Override public void setParameters(Object[] params) { }
            @Override public Map<String, Object> getContextData() { return Map.of(); }
            @Override public Object proceed() throws Exception {
                if (failure instanceof Exception e) {
                    throw e;
                }
                if (failure instanceof Error e) {
                    throw e;
                }
                return "Customer:1";
            }
        };
    }
}
