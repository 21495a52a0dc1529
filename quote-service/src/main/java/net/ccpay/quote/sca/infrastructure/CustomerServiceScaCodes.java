package net.ccpay.quote.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.remote.RemoteAdapter;
import net.ccpay.common.remote.RemoteCallFailed;
import net.ccpay.quote.remote.RemoteServiceUnavailable;
import net.ccpay.quote.sca.domain.ScaCodes;
import net.ccpay.quote.sca.domain.ScaPhoneMissing;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;

/**
 * SCA codes sent by customer-service (which keeps the phone numbers and the SMS provider's settings). Sending is not
 * idempotent, so a failed call is not repeated ({@link RemoteAdapter}); the customer asks for the code again. The
 * check before a challenge is written changes nothing, and is not repeated either: it runs while the request waits.
 */
@ApplicationScoped
public class CustomerServiceScaCodes extends RemoteAdapter implements ScaCodes {

    private static final String SERVICE = "customer-service";

    public CustomerServiceScaCodes() {
        super(RemoteServiceUnavailable.of("SCA code delivery"));
    }

    /** customer-service's 409 is an answer, passed on, and does not trip the circuit breaker; any other failure is a 503. */
    @Override
    @CircuitBreaker(skipOn = ScaPhoneMissing.class)
    public void requireDeliverable(String customerId) {
        try (Response r = remote.client(CustomerServiceScaCodesApi.class, SERVICE).deliverable(customerId)) {
            if (r.getStatus() == 409) {
                throw new ScaPhoneMissing(customerId);
            }
            if (r.getStatus() != 204) {
                throw new RemoteCallFailed(SERVICE, r.getStatus());
            }
        }
    }

    @Override
    public void send(String customerId, String code) {
        try (Response r = remote.client(CustomerServiceScaCodesApi.class, SERVICE).send(customerId,
                JsonP.createObjectBuilder().add("code", code).build())) {
            if (r.getStatus() != 204) {
                throw new RemoteCallFailed(SERVICE, r.getStatus());
            }
        }
    }
}
