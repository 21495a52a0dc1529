package net.ccpay.quote.currency.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
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


/**
 * Asks webhook-service, which owns the platform config, for it: used only while quote-service has
 * not stored a PLATFORM_CONFIG.UPDATED yet (an empty database). The same guards as every remote call:
 * outside any transaction, a timeout, retries of this idempotent GET when it failed fast, a circuit
 * breaker, and 503 SERVICE_UNAVAILABLE for every failure rather than a guessed config.
 */
@ApplicationScoped
public class PlatformConfigClient {

    @Inject
    RemoteServices remote;

    private volatile PlatformConfigApi api;

    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    @Timeout(3000)
    @Retry(maxRetries = 2, delay = 200, jitter = 100, abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
    @CircuitBreaker(requestVolumeThreshold = 4, failureRatio = 0.5, delay = 5_000, successThreshold = 1)
    @Fallback(PlatformConfigClient.Unavailable.class)
    public JsonObject fetch() {
        try (Response r = api().get()) {
            return RemoteServices.objectOf(r, "webhook-service");
        }
    }

    private PlatformConfigApi api() {
        PlatformConfigApi a = api;
        if (a == null) {
            a = remote.client(PlatformConfigApi.class, "webhook-service");
            api = a;
        }
        return a;
    }

    /** Every failure of {@link #fetch}: 503, retry shortly. (A bean: Fault Tolerance looks fallback handlers up through CDI.) */
    @Dependent
    public static class Unavailable implements FallbackHandler<JsonObject> {
        @Override
        public JsonObject handle(ExecutionContext context) {
            throw RemoteFailures.unavailable("The platform config", context.getFailure());
        }
    }
}
