package net.ccpay.quote.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.remote.RemoteAdapter;
import net.ccpay.common.remote.RemoteCallFailed;
import net.ccpay.quote.sca.domain.ScaCodes;

/**
 * SCA codes sent by customer-service (which keeps the phone numbers and the SMS provider's settings). Sending is not
 * idempotent, so a failed call is not repeated ({@link RemoteAdapter}); the customer asks for the code again.
 */
@ApplicationScoped
public class CustomerServiceScaCodes extends RemoteAdapter implements ScaCodes {

    private static final String SERVICE = "customer-service";

    public CustomerServiceScaCodes() {
        super(why -> new IllegalStateException("customer-service did not send the SCA code (" + why + ")"));
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
