package net.ccpay.quote.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.remote.RemoteFailures;
import net.ccpay.common.remote.RemoteServices;
import net.ccpay.quote.remote.RemoteServiceUnavailable;
import net.ccpay.quote.sca.domain.ScaSessions;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;
import org.eclipse.microprofile.faulttolerance.ExecutionContext;
import org.eclipse.microprofile.faulttolerance.Fallback;
import org.eclipse.microprofile.faulttolerance.FallbackHandler;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.faulttolerance.Timeout;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;

import java.time.Instant;
import java.util.Optional;

/**
 * The customers' SCA login sessions, asked of customer-service, which owns them and judges their expiry on its own
 * clock. Asked on every authorization (nothing is kept here: a password reset ends a session at once). Like the
 * other internal calls: never inside a database transaction, bounded by a timeout, retried when it failed fast (an
 * idempotent GET), behind a circuit breaker; every failure is 503 SERVICE_UNAVAILABLE ({@link RemoteFailures}).
 */
@ApplicationScoped
public class CustomerServiceScaSessions implements ScaSessions {

    private static final String SERVICE = "customer-service";

    @Inject
    RemoteServices remote;

    @Override
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    @Timeout
    @Retry(abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
    @CircuitBreaker
    @Fallback(CustomerServiceScaSessions.Unavailable.class)
    public Optional<Instant> openUntil(String customerId) {
        try (Response r = remote.client(CustomerServiceScaApi.class, SERVICE).get(customerId)) {
            JsonObject answer = RemoteServices.objectOf(r, SERVICE);
            if (!answer.getBoolean("active", false) || !(answer.get("sessionExpiresAt") instanceof JsonString until)) {
                return Optional.empty();
            }
            return Optional.of(Instant.parse(until.getString()));
        }
    }

    /** Every failure of {@link #openUntil}: 503, retry shortly. (A bean: Fault Tolerance looks fallback handlers up through CDI.) */
    @Dependent
    public static class Unavailable implements FallbackHandler<Optional<Instant>> {
        @Override
        public Optional<Instant> handle(ExecutionContext context) {
            throw RemoteFailures.unavailable("SCA login sessions", context.getFailure(), RemoteServiceUnavailable.of("SCA login sessions"));
        }
    }
}
