package net.ccpay.quote.customers.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.events.EventFacts;
import net.ccpay.common.events.EventFacts.CustomerFacts;
import net.ccpay.common.remote.IdempotentRemoteAdapter;
import net.ccpay.common.remote.RemoteServices;
import net.ccpay.quote.customers.application.CustomerSource;
import net.ccpay.quote.remote.RemoteServiceUnavailable;

import java.util.Optional;

/**
 * customer-service's internal endpoint, asked only for customer ids the read model does not know
 * yet (so a customer can be used the moment its creation returned). The owning service answers
 * synchronously; its events keep the read model current afterwards.
 *
 * <p>The guards of every remote call ({@link IdempotentRemoteAdapter}): never inside a database
 * transaction, bounded by a timeout, retried when it failed fast (it is an idempotent GET; a timeout or an
 * open circuit is not retried, that would only multiply the wait), and behind a circuit breaker so that
 * while customer-service is down requests fail at once. Every failure becomes 503 SERVICE_UNAVAILABLE.
 */
@ApplicationScoped
public class CustomerServiceClient extends IdempotentRemoteAdapter implements CustomerSource {

    private static final String SERVICE = "customer-service";

    public CustomerServiceClient() {
        super(RemoteServiceUnavailable.of("Customer records"));
    }

    @Override
    public Optional<CustomerFacts> fetch(String customerId) {
        try (Response r = remote.client(CustomerServiceApi.class, SERVICE).get(customerId)) {
            return RemoteServices.objectIfFound(r, SERVICE).map(EventFacts::customerFromContract);
        }
    }
}
