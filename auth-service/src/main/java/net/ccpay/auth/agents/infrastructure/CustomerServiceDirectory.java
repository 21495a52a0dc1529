package net.ccpay.auth.agents.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import net.ccpay.auth.agents.domain.CustomerDirectory;
import net.ccpay.common.remote.RemoteFailures;
import net.ccpay.common.remote.RemoteServices;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;
import org.eclipse.microprofile.faulttolerance.ExecutionContext;
import org.eclipse.microprofile.faulttolerance.Fallback;
import org.eclipse.microprofile.faulttolerance.FallbackHandler;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.faulttolerance.Timeout;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;

import java.util.Optional;

/**
 * Asks customer-service whether a customer exists, when an agent is created for it. Asked rather
 * than read from an event-fed copy so that a customer is usable the moment its creation returned
 * (its CUSTOMER.* event may still be on the way); agents are created rarely, so the call costs
 * little. customer-service is found at {@code PLATFORM_ROUTE_CUSTOMER_SERVICE_URL}, else in this
 * same server.
 *
 * <p>The guards of every remote call ({@link RemoteServices}): never inside a database transaction,
 * a timeout, retries when it failed fast (an idempotent GET; a timeout or an open circuit is not
 * retried), a circuit breaker, and 503 SERVICE_UNAVAILABLE for every failure. A 404 is an answer
 * (no such customer), not a failure.
 */
@ApplicationScoped
public class CustomerServiceDirectory implements CustomerDirectory {

    private static final String SERVICE = "customer-service";

    @Inject
    RemoteServices remote;

    @Override
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    @Timeout
    @Retry(abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
    @CircuitBreaker
    @Fallback(CustomerServiceDirectory.Unavailable.class)
    public Optional<String> find(String customerId) {
        try (Response r = remote.client(CustomerServiceApi.class, SERVICE).get(customerId)) {
            return RemoteServices.found(r, SERVICE) ? Optional.of(customerId) : Optional.empty();
        }
    }

    /** Every failure of {@link #find}: 503, retry shortly. (A bean: Fault Tolerance looks fallback handlers up through CDI.) */
    @Dependent
    public static class Unavailable implements FallbackHandler<Optional<String>> {
        @Override
        public Optional<String> handle(ExecutionContext context) {
            throw RemoteFailures.unavailable("Customer records (an agent's customer check)", context.getFailure(), CustomersUnavailable::new);
        }
    }
}
