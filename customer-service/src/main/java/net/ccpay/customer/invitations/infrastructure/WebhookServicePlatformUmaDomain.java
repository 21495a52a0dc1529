package net.ccpay.customer.invitations.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.remote.IdempotentRemoteAdapter;
import net.ccpay.common.remote.RemoteServices;
import net.ccpay.customer.invitations.domain.PlatformUmaDomain;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;

import java.util.Optional;

/**
 * Asks webhook-service, which owns the platform config, for its UMA domain when an invitation is
 * created. Asked rather than remembered so that a change made with PATCH /config holds for the next
 * invitation; invitations are created rarely, so the call costs little. webhook-service is found at
 * {@code PLATFORM_ROUTE_WEBHOOK_SERVICE_URL}, else in this same server.
 *
 * <p>The guards of every remote call ({@link IdempotentRemoteAdapter}: an idempotent GET), with the
 * platform config's own circuit-breaker thresholds: the method declares {@code @CircuitBreaker} itself,
 * so the keys {@code <this class>/current/CircuitBreaker/...} in this service's
 * microprofile-config.properties apply to it. Every failure is {@link PlatformConfigUnavailable} (503)
 * rather than a guess.
 */
@ApplicationScoped
public class WebhookServicePlatformUmaDomain extends IdempotentRemoteAdapter implements PlatformUmaDomain {

    private static final String SERVICE = "webhook-service";

    public WebhookServicePlatformUmaDomain() {
        super(PlatformConfigUnavailable::new);
    }

    @Override
    @CircuitBreaker
    public Optional<String> current() {
        JsonObject platformConfig;
        try (Response r = remote.client(PlatformConfigApi.class, SERVICE).get()) {
            platformConfig = RemoteServices.objectOf(r, SERVICE);
        }
        return platformConfig.get("umaDomain") instanceof JsonString s && !s.getString().isBlank()
                ? Optional.of(s.getString()) : Optional.empty();
    }
}
