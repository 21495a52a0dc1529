package net.ccpay.customer.invitations.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.remote.RemoteFailures;
import net.ccpay.common.remote.RemoteServices;
import net.ccpay.customer.invitations.domain.PlatformUmaDomain;
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
 * Asks webhook-service, which owns the platform config, for its UMA domain when an invitation is
 * created. Asked rather than remembered so that a change made with PATCH /config holds for the next
 * invitation; invitations are created rarely, so the call costs little. webhook-service is found at
 * {@code PLATFORM_ROUTE_WEBHOOK_SERVICE_URL}, else in this same server.
 *
 * <p>The guards of every remote call ({@link RemoteServices}): never inside a database transaction, a
 * timeout, retries when it failed fast (an idempotent GET; a timeout or an open circuit is not
 * retried), a circuit breaker (with the platform config's own thresholds, in this service's
 * microprofile-config.properties), and 503 SERVICE_UNAVAILABLE for every failure rather than a guess.
 */
@ApplicationScoped
public class WebhookServicePlatformUmaDomain implements PlatformUmaDomain {

    private static final String SERVICE = "webhook-service";

    @Inject
    RemoteServices remote;

    @Override
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    @Timeout
    @Retry(abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
    @CircuitBreaker
    @Fallback(WebhookServicePlatformUmaDomain.Unavailable.class)
    public Optional<String> current() {
        JsonObject platformConfig;
        try (Response r = remote.client(PlatformConfigApi.class, SERVICE).get()) {
            platformConfig = RemoteServices.objectOf(r, SERVICE);
        }
        return platformConfig.get("umaDomain") instanceof JsonString s && !s.getString().isBlank()
                ? Optional.of(s.getString()) : Optional.empty();
    }

    /** Every failure of {@link #current}: 503, retry shortly. (A bean: Fault Tolerance looks fallback handlers up through CDI.) */
    @Dependent
    public static class Unavailable implements FallbackHandler<Optional<String>> {
        @Override
        public Optional<String> handle(ExecutionContext context) {
            throw RemoteFailures.unavailable("The platform config (its UMA domain)", context.getFailure(), PlatformConfigUnavailable::new);
        }
    }
}
