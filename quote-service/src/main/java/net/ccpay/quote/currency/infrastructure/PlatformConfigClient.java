package net.ccpay.quote.currency.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonObject;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.remote.IdempotentRemoteAdapter;
import net.ccpay.common.remote.RemoteServices;
import net.ccpay.quote.remote.RemoteServiceUnavailable;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;

/**
 * Asks webhook-service, which owns the platform config, for it: used only while quote-service has
 * not stored a PLATFORM_CONFIG.UPDATED yet (an empty database). The guards of every remote call
 * ({@link IdempotentRemoteAdapter}: an idempotent GET), with the platform config's own circuit-breaker
 * thresholds: the method declares {@code @CircuitBreaker} itself, so the keys
 * {@code <this class>/fetch/CircuitBreaker/...} in this service's microprofile-config.properties apply to
 * it. Every failure is a 503 SERVICE_UNAVAILABLE rather than a guessed config.
 */
@ApplicationScoped
public class PlatformConfigClient extends IdempotentRemoteAdapter {

    private static final String SERVICE = "webhook-service";

    public PlatformConfigClient() {
        super(RemoteServiceUnavailable.of("The platform config"));
    }

    @CircuitBreaker
    public JsonObject fetch() {
        try (Response r = remote.client(PlatformConfigApi.class, SERVICE).get()) {
            return RemoteServices.objectOf(r, SERVICE);
        }
    }
}
