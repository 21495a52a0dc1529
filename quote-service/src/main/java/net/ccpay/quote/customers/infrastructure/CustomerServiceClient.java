package net.ccpay.quote.customers.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import net.ccpay.quote.customers.application.CustomerSource;
import net.ccpay.quote.remote.RemoteFailures;
import net.ccpay.quote.remote.RemoteServices;
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
 * customer-service's internal endpoint, asked only for customer ids the read model does not know
 * yet (so a customer can be used the moment its creation returned). The owning service answers
 * synchronously; its events keep the read model current afterwards.
 *
 * <p>Never inside a database transaction ({@code NOT_SUPPORTED} suspends a caller's), bounded by a
 * 3 s timeout, retried twice when it failed fast (it is an idempotent GET; a timeout or an open circuit
 * is not retried, that would only multiply the wait), and behind a circuit breaker so that while
 * customer-service is down requests fail at once. Every failure becomes 503 SERVICE_UNAVAILABLE
 * ({@link RemoteFailures}). The annotations' values can be changed through MicroProfile Config
 * ({@code net.ccpay.quote.customers.infrastructure.CustomerServiceClient/fetch/Timeout/value=...}).
 */
@ApplicationScoped
public class CustomerServiceClient implements CustomerSource {

    @Inject
    RemoteServices remote;

    private volatile CustomerServiceApi api;

    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    @Timeout(3000)
    @Retry(maxRetries = 2, delay = 200, jitter = 100, abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
    @CircuitBreaker(requestVolumeThreshold = 10, failureRatio = 0.5, delay = 10_000, successThreshold = 1)
    @Fallback(CustomerServiceClient.Unavailable.class)
    public Optional<JsonObject> fetch(String customerId) {
        try (Response r = api().get(customerId)) {
            return r.getStatus() == 404 ? Optional.empty() : Optional.of(RemoteServices.objectOf(r, "customer-service"));
        }
    }

    private CustomerServiceApi api() {
        CustomerServiceApi a = api;
        if (a == null) {
            a = remote.client(CustomerServiceApi.class, "customer-service");
            api = a;
        }
        return a;
    }

    /** Every failure of {@link #fetch}: 503, retry shortly. (A bean: Fault Tolerance looks fallback handlers up through CDI.) */
    @Dependent
    public static class Unavailable implements FallbackHandler<Optional<JsonObject>> {
        @Override
        public Optional<JsonObject> handle(ExecutionContext context) {
            throw RemoteFailures.unavailable("Customer records", context.getFailure());
        }
    }
}
