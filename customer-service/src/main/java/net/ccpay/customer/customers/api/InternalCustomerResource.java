package net.ccpay.customer.customers.api;

import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.customer.customers.application.CustomerService;

/**
 * Internal (never routed by the gateway; the internal secret guards it): other services read a
 * customer here when their event-fed read model does not know it yet, so a customer id works
 * everywhere the moment {@code POST /customers} returned.
 */
@Path("/internal/customers/{customerId}")
public class InternalCustomerResource {

    @Inject
    CustomerService service;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject get(@PathParam("customerId") String id) {
        return service.get(id).orElseThrow(() -> ApiException.notFound(ErrorCode.USER_NOT_FOUND, "Customer " + id + " not found"));
    }
}
