package net.ccpay.quote.remote;

import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The one mapping from a failed call to another service (timeout, open circuit, connection refused,
 * an unexpected status, an unreadable answer) to {@link RemoteServiceUnavailable}. The message names
 * what is missing and says to retry; the cause is logged, never shown (it may carry addresses).
 */
public final class RemoteFailures {

    private static final Logger LOG = Logger.getLogger(RemoteFailures.class.getName());

    private RemoteFailures() {}

    /** @param what what the request needed, for the client: "Customer records", "The platform config" */
    public static RemoteServiceUnavailable unavailable(String what, Throwable failure) {
        String why;
        if (failure instanceof CircuitBreakerOpenException) {
            why = "it failed repeatedly just now, so it is not being asked for a few seconds";
        } else if (failure instanceof TimeoutException) {
            why = "it did not answer in time";
        } else {
            why = "it cannot be reached";
        }
        // An open circuit repeats the failure that opened it, which was logged then.
        LOG.log(failure instanceof CircuitBreakerOpenException ? Level.FINE : Level.WARNING,
                what + " unavailable: " + why + " (" + (failure == null ? "no failure" : failure.getClass().getName()) + ")");
        LOG.log(Level.FINE, "remote failure", failure);
        return new RemoteServiceUnavailable(what + " cannot be read right now (" + why + "); retry shortly");
    }
}
