package net.ccpay.common.remote;

import jakarta.annotation.Priority;
import jakarta.interceptor.AroundInvoke;
import jakarta.interceptor.Interceptor;
import jakarta.interceptor.InvocationContext;
import net.ccpay.common.error.DomainException;

import java.lang.reflect.Method;

/**
 * The fallback of every {@link RemoteAdapter}: any failure of its call (a timeout, an open circuit, a
 * refused connection, an unexpected status, an unreadable answer) becomes the adapter's named 503
 * through {@link RemoteFailures}. A {@link DomainException} the adapter raises on purpose (auth-service
 * refusing a signature, passed on) is an answer, not a failure, and passes unchanged.
 *
 * <p>Its priority puts it between the transaction interceptor (200: the call runs outside any transaction)
 * and Fault Tolerance's (4010 by the specification): it sees what Fault Tolerance gives up with after its
 * retries ({@code TimeoutException}, {@code CircuitBreakerOpenException}, the last failure), as a
 * {@code @Fallback} would. A fallback handler cannot be shared between adapters: its type must be the
 * method's return type, and it is not given the adapter, whose exception it must throw.
 */
@RemoteCall
@Interceptor
@Priority(Interceptor.Priority.LIBRARY_AFTER)
public class RemoteCallInterceptor {

    @AroundInvoke
    public Object answerOrUnavailable(InvocationContext call) throws Exception {
        try {
            return call.proceed();
        } catch (DomainException answer) {
            throw answer;
        } catch (Throwable failure) {
            Method m = call.getMethod();
            RemoteAdapter adapter = (RemoteAdapter) call.getTarget();
            throw RemoteFailures.unavailable(m.getDeclaringClass().getSimpleName() + "." + m.getName(), failure, adapter.unavailable);
        }
    }
}
