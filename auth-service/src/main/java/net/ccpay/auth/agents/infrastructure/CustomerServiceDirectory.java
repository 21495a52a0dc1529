package net.ccpay.auth.agents.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;
import net.ccpay.auth.agents.domain.CustomerDirectory;
import net.ccpay.common.remote.IdempotentRemoteAdapter;
import net.ccpay.common.remote.RemoteServices;

import java.util.Optional;

/**
 * Asks customer-service whether a customer exists, when an agent is created for it. Asked rather
 * than read from an event-fed copy so that a customer is usable the moment its creation returned
 * (its CUSTOMER.* event may still be on the way); agents are created rarely, so the call costs
 * little. customer-service is found at {@code PLATFORM_ROUTE_CUSTOMER_SERVICE_URL}, else in this
 * same server.
 *
 * <p>The guards of every remote call ({@link IdempotentRemoteAdapter}: an idempotent GET); every failure
 * is {@link CustomersUnavailable}. A 404 is an answer (no such customer), not a failure.
 */
@ApplicationScoped
public class CustomerServiceDirectory extends IdempotentRemoteAdapter implements CustomerDirectory {

    private static final String SERVICE = "customer-service";

    public CustomerServiceDirectory() {
        super(CustomersUnavailable::new);
    }

    @Override
    public Optional<String> find(String customerId) {
        try (Response r = remote.client(CustomerServiceApi.class, SERVICE).get(customerId)) {
            return RemoteServices.found(r, SERVICE) ? Optional.of(customerId) : Optional.empty();
        }
    }
}
