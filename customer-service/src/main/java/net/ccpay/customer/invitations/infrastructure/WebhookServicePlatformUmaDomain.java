package net.ccpay.customer.invitations.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.invitations.domain.PlatformUmaDomain;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;
import org.eclipse.microprofile.faulttolerance.ExecutionContext;
import org.eclipse.microprofile.faulttolerance.Fallback;
import org.eclipse.microprofile.faulttolerance.FallbackHandler;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.faulttolerance.Timeout;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;

import java.io.StringReader;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Asks webhook-service, which owns the platform config, for its UMA domain when an invitation is
 * created. Asked rather than remembered so that a change made with PATCH /config holds for the next
 * invitation; invitations are created rarely, so the call costs little. webhook-service is found at
 * {@code PLATFORM_ROUTE_WEBHOOK_SERVICE_URL}, else in this same server.
 *
 * <p>The guards of every remote call of the platform: never inside a database transaction, a 3 s
 * timeout, two retries when it failed fast (an idempotent GET; a timeout or an open circuit is not
 * retried), a circuit breaker, and 503 SERVICE_UNAVAILABLE for every failure rather than a guess.
 */
@ApplicationScoped
public class WebhookServicePlatformUmaDomain implements PlatformUmaDomain {

    private static final Logger LOG = Logger.getLogger(WebhookServicePlatformUmaDomain.class.getName());
    private static final String SERVICE = "webhook-service";

    @Inject
    Config config;

    @Inject
    PlatformSettings settings;

    private volatile PlatformConfigApi api;

    @Override
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    @Timeout(3000)
    @Retry(maxRetries = 2, delay = 200, jitter = 100, abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
    @CircuitBreaker(requestVolumeThreshold = 4, failureRatio = 0.5, delay = 5_000, successThreshold = 1)
    @Fallback(WebhookServicePlatformUmaDomain.Unavailable.class)
    public Optional<String> current() {
        try (Response r = api().get()) {
            if (r.getStatus() != 200) {
                throw new IllegalStateException(SERVICE + " answered HTTP " + r.getStatus());
            }
            JsonObject platformConfig;
            try (JsonReader reader = JsonP.createReader(new StringReader(r.readEntity(String.class)))) {
                platformConfig = reader.readObject();
            }
            return platformConfig.get("umaDomain") instanceof JsonString s && !s.getString().isBlank()
                    ? Optional.of(s.getString()) : Optional.empty();
        }
    }

    private PlatformConfigApi api() {
        PlatformConfigApi a = api;
        if (a == null) {
            a = net.ccpay.common.remote.InternalRestClients.build(config, settings, SERVICE, PlatformConfigApi.class);
            api = a;
        }
        return a;
    }

    /** Every failure of {@link #current}: 503, retry shortly. (A bean: Fault Tolerance looks fallback handlers up through CDI.) */
    @Dependent
    public static class Unavailable implements FallbackHandler<Optional<String>> {
        @Override
        public Optional<String> handle(ExecutionContext context) {
            Throwable failure = context.getFailure();
            String why = failure instanceof CircuitBreakerOpenException ? "it failed repeatedly just now"
                    : failure instanceof TimeoutException ? "it did not answer in time" : "it cannot be reached";
            LOG.log(failure instanceof CircuitBreakerOpenException ? Level.FINE : Level.WARNING,
                    "webhook-service unavailable for the platform's UMA domain: " + why + " ("
                            + (failure == null ? "no failure" : failure.getClass().getName()) + ")");
            throw new PlatformConfigUnavailable(why);
        }
    }
}
