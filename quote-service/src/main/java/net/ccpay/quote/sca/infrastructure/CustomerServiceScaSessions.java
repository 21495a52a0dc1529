package net.ccpay.quote.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.remote.IdempotentRemoteAdapter;
import net.ccpay.common.remote.RemoteServices;
import net.ccpay.quote.remote.RemoteServiceUnavailable;
import net.ccpay.quote.sca.domain.ScaSessions;

import java.time.Instant;
import java.util.Optional;

/**
 * The customers' SCA login sessions, asked of customer-service, which owns them and judges their expiry on its own
 * clock. Asked on every authorization (nothing is kept here: a password reset ends a session at once). The guards
 * of every remote call ({@link IdempotentRemoteAdapter}: an idempotent GET); every failure is 503
 * SERVICE_UNAVAILABLE.
 */
@ApplicationScoped
public class CustomerServiceScaSessions extends IdempotentRemoteAdapter implements ScaSessions {

    private static final String SERVICE = "customer-service";

    public CustomerServiceScaSessions() {
        super(RemoteServiceUnavailable.of("SCA login sessions"));
    }

    @Override
    public Optional<Instant> openUntil(String customerId) {
        try (Response r = remote.client(CustomerServiceScaApi.class, SERVICE).get(customerId)) {
            JsonObject answer = RemoteServices.objectOf(r, SERVICE);
            if (!answer.getBoolean("active", false) || !(answer.get("sessionExpiresAt") instanceof JsonString until)) {
                return Optional.empty();
            }
            return Optional.of(Instant.parse(until.getString()));
        }
    }
}
