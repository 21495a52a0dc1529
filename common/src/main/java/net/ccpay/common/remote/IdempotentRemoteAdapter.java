package net.ccpay.common.remote;

import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;

import java.util.function.Function;

/**
 * A {@link RemoteAdapter} whose calls change nothing, so a call that failed fast (a refused connection, a
 * 5xx) is made again ({@code Retry/maxRetries}, {@code Retry/delay}, {@code Retry/jitter}: the
 * {@code platform.remote.*} settings). A timeout or an open circuit is not retried: that would only
 * multiply the wait.
 */
@Retry(abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
public abstract class IdempotentRemoteAdapter extends RemoteAdapter {

    /** @param unavailable the adapter's named 503 exception, given the reason */
    protected IdempotentRemoteAdapter(Function<String, ? extends RuntimeException> unavailable) {
        super(unavailable);
    }
}
