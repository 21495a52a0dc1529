package net.ccpay.customer.customers.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.customer.customers.application.CustomerService;

/**
 * {@code GET /internal/customers/{id}}: read-your-writes for the other services. A service whose
 * event-fed read model does not know a customer id yet (the CUSTOMER.* event may still be in
 * flight) asks here before refusing it. Not routed by the gateway; like every request to this
 * service it needs the internal secret. 200 with the customer JSON of the events, or 404
 * USER_NOT_FOUND for an unknown or deleted customer.
 */
@ApplicationScoped
@Path("/internal/customers")
@Produces(MediaType.APPLICATION_JSON)
public class InternalCustomerResource {

    @Inject
    CustomerService service;

    @GET
    @Path("{customerId}")
    public JsonObject get(@PathParam("customerId") String id) {
        return CustomerMapper.toJson(service.get(id));
    }
}
