package net.ccpay.quote.customers.infrastructure;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** customer-service's internal endpoint, as a MicroProfile Rest Client interface (built by {@link net.ccpay.common.remote.RemoteServices}). */
@Path("/internal/customers")
public interface CustomerServiceApi {

    /** 200 with the customer JSON of the events, 404 for an unknown or deleted customer. */
    @GET
    @Path("/{customerId}")
    @Produces(MediaType.APPLICATION_JSON)
    Response get(@PathParam("customerId") String customerId);
}
