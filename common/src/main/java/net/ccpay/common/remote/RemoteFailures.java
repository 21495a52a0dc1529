package net.ccpay.common.remote;

import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;

import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The one translation of a failed call to another service (a timeout, an open circuit, a refused
 * connection, an unexpected status, an unreadable answer) into the calling adapter's named 503
 * exception. The reason given to the client is one of three fixed phrases; the cause is logged, never
 * shown (it may carry addresses).
 */
public final class RemoteFailures {

    private static final Logger LOG = Logger.getLogger(RemoteFailures.class.getName());

    private RemoteFailures() {}

    /** Why a call failed, in words for a client (never the library's message). */
    public static String why(Throwable failure) {
        if (failure instanceof CircuitBreakerOpenException) {
            return "it failed repeatedly just now, so it is not being asked for a few seconds";
        }
        if (failure instanceof TimeoutException) {
            return "it did not answer in time";
        }
        return "it cannot be reached";
    }

    /**
     * Logs the failure and returns the adapter's exception for it, made from {@link #why}.
     *
     * @param what what was asked, for the log: the adapter's method ("CustomerServiceDirectory.find", as
     *             {@link RemoteCallInterceptor} gives it)
     * @param named the adapter's 503 exception, given the reason
     */
    public static <E extends RuntimeException> E unavailable(String what, Throwable failure, Function<String, E> named) {
        String why = why(failure);
        // An open circuit repeats the failure that opened it, which was logged then.
        LOG.log(failure instanceof CircuitBreakerOpenException ? Level.FINE : Level.WARNING,
                what + " unavailable: " + why + " (" + (failure == null ? "no failure" : failure.getClass().getName()) + ")");
        LOG.log(Level.FINE, "remote failure", failure);
        return named.apply(why);
    }
}
