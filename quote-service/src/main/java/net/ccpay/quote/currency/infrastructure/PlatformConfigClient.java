package net.ccpay.quote.currency.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.remote.RemoteFailures;
import net.ccpay.common.remote.RemoteServices;
import net.ccpay.quote.remote.RemoteServiceUnavailable;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;
import org.eclipse.microprofile.faulttolerance.ExecutionContext;
import org.eclipse.microprofile.faulttolerance.Fallback;
import org.eclipse.microprofile.faulttolerance.FallbackHandler;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.faulttolerance.Timeout;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;


/**
 * Asks webhook-service, which owns the platform config, for it: used only while quote-service has
 * not stored a PLATFORM_CONFIG.UPDATED yet (an empty database). The guards of every remote call
 * ({@link RemoteServices}): outside any transaction, a timeout, retries of this idempotent GET when it
 * failed fast, a circuit breaker (with the platform config's own thresholds, in this service's
 * microprofile-config.properties), and 503 SERVICE_UNAVAILABLE for every failure rather than a guessed
 * config.
 */
@ApplicationScoped
public class PlatformConfigClient {

    private static final String SERVICE = "webhook-service";

    @Inject
    RemoteServices remote;

    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    @Timeout
    @Retry(abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
    @CircuitBreaker
    @Fallback(PlatformConfigClient.Unavailable.class)
    public JsonObject fetch() {
        try (Response r = remote.client(PlatformConfigApi.class, SERVICE).get()) {
            return RemoteServices.objectOf(r, SERVICE);
        }
    }

    /** Every failure of {@link #fetch}: 503, retry shortly. (A bean: Fault Tolerance looks fallback handlers up through CDI.) */
    @Dependent
    public static class Unavailable implements FallbackHandler<JsonObject> {
        @Override
        public JsonObject handle(ExecutionContext context) {
            throw RemoteFailures.unavailable("The platform config", context.getFailure(), RemoteServiceUnavailable.of("The platform config"));
        }
    }
}
