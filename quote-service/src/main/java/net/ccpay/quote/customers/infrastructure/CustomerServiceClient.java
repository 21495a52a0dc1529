package net.ccpay.quote.customers.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.events.EventFacts;
import net.ccpay.common.events.EventFacts.CustomerFacts;
import net.ccpay.common.remote.RemoteFailures;
import net.ccpay.common.remote.RemoteServices;
import net.ccpay.quote.customers.application.CustomerSource;
import net.ccpay.quote.remote.RemoteServiceUnavailable;
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
 * timeout, retried when it failed fast (it is an idempotent GET; a timeout or an open circuit is not
 * retried, that would only multiply the wait), and behind a circuit breaker so that while
 * customer-service is down requests fail at once. Every failure becomes 503 SERVICE_UNAVAILABLE
 * ({@link RemoteFailures}). The numbers are the {@code platform.remote.*} settings ({@link RemoteServices}).
 */
@ApplicationScoped
public class CustomerServiceClient implements CustomerSource {

    private static final String SERVICE = "customer-service";

    @Inject
    RemoteServices remote;

    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    @Timeout
    @Retry(abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
    @CircuitBreaker
    @Fallback(CustomerServiceClient.Unavailable.class)
    public Optional<CustomerFacts> fetch(String customerId) {
        try (Response r = remote.client(CustomerServiceApi.class, SERVICE).get(customerId)) {
            return RemoteServices.objectIfFound(r, SERVICE).map(EventFacts::customerFromContract);
        }
    }

    /** Every failure of {@link #fetch}: 503, retry shortly. (A bean: Fault Tolerance looks fallback handlers up through CDI.) */
    @Dependent
    public static class Unavailable implements FallbackHandler<Optional<CustomerFacts>> {
        @Override
        public Optional<CustomerFacts> handle(ExecutionContext context) {
            throw RemoteFailures.unavailable("Customer records", context.getFailure(), RemoteServiceUnavailable.of("Customer records"));
        }
    }
}
