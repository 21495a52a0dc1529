package net.ccpay.customer.sca.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.customer.customers.application.CustomerService;

@ApplicationScoped
@Path("/customers/{customerId}/verify-email")
@Produces(MediaType.APPLICATION_JSON)
public class EmailVerificationResource {

    @Inject
    CustomerService customers;

    @POST
    public void send(@PathParam("customerId") String id) {
        NotMandated.requireCustomer(customers, id);
        throw NotMandated.contactVerification("Email");
    }

    @POST
    @Path("confirm")
    public void confirm(@PathParam("customerId") String id) {
        NotMandated.requireCustomer(customers, id);
        throw NotMandated.contactVerification("Email");
    }
}
