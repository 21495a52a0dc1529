package net.ccpay.quote.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
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
    public boolean active(String customerId) {
        try (Response r = remote.client(CustomerServiceScaApi.class, SERVICE).get(customerId)) {
            JsonObject answer = RemoteServices.objectOf(r, SERVICE);
            return answer.getBoolean("active", false);
        }
    }

    /** Every failure of {@link #active}: 503, retry shortly. (A bean: Fault Tolerance looks fallback handlers up through CDI.) */
    @Dependent
    public static class Unavailable implements FallbackHandler<Boolean> {
        @Override
        public Boolean handle(ExecutionContext context) {
            throw RemoteFailures.unavailable("SCA login sessions", context.getFailure(), RemoteServiceUnavailable.of("SCA login sessions"));
        }
    }
}
