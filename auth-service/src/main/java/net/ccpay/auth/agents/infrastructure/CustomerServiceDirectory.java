package net.ccpay.auth.agents.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import net.ccpay.auth.agents.domain.CustomerDirectory;
import net.ccpay.common.config.PlatformSettings;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;
import org.eclipse.microprofile.faulttolerance.ExecutionContext;
import org.eclipse.microprofile.faulttolerance.Fallback;
import org.eclipse.microprofile.faulttolerance.FallbackHandler;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.faulttolerance.Timeout;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;

import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Asks customer-service whether a customer exists, when an agent is created for it. Asked rather
 * than read from an event-fed copy so that a customer is usable the moment its creation returned
 * (its CUSTOMER.* event may still be on the way); agents are created rarely, so the call costs
 * little. customer-service is found at {@code PLATFORM_ROUTE_CUSTOMER_SERVICE_URL}, else in this
 * same server.
 *
 * <p>As quote-service's client of the same endpoint: never inside a database transaction, a 3 s
 * timeout, two retries when it failed fast (an idempotent GET; a timeout or an open circuit is not
 * retried), a circuit breaker, and 503 SERVICE_UNAVAILABLE for every failure. A 404 is an answer
 * (no such customer), not a failure.
 */
@ApplicationScoped
public class CustomerServiceDirectory implements CustomerDirectory {

    private static final Logger LOG = Logger.getLogger(CustomerServiceDirectory.class.getName());
    private static final String SERVICE = "customer-service";

    @Inject
    Config config;

    @Inject
    PlatformSettings settings;

    private volatile CustomerServiceApi api;

    @Override
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    @Timeout(3000)
    @Retry(maxRetries = 2, delay = 200, jitter = 100, abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
    @CircuitBreaker(requestVolumeThreshold = 10, failureRatio = 0.5, delay = 10_000, successThreshold = 1)
    @Fallback(CustomerServiceDirectory.Unavailable.class)
    public Optional<String> find(String customerId) {
        try (Response r = api().get(customerId)) {
            if (r.getStatus() == 200) {
                return Optional.of(customerId);
            }
            if (r.getStatus() == 404) {
                return Optional.empty();
            }
            throw new IllegalStateException(SERVICE + " answered HTTP " + r.getStatus());
        }
    }

    private CustomerServiceApi api() {
        CustomerServiceApi a = api;
        if (a == null) {
            a = InternalRestClients.build(config, settings, SERVICE, CustomerServiceApi.class);
            api = a;
        }
        return a;
    }

    /** Every failure of {@link #find}: 503, retry shortly. (A bean: Fault Tolerance looks fallback handlers up through CDI.) */
    @Dependent
    public static class Unavailable implements FallbackHandler<Optional<String>> {
        @Override
        public Optional<String> handle(ExecutionContext context) {
            Throwable failure = context.getFailure();
            String why = InternalRestClients.why(failure);
            LOG.log(failure instanceof CircuitBreakerOpenException ? Level.FINE : Level.WARNING,
                    "customer-service unavailable for an agent's customer check: " + why + " ("
                            + (failure == null ? "no failure" : failure.getClass().getName()) + ")");
            throw new CustomersUnavailable(why);
        }
    }
}
