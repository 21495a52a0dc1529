package net.ccpay.auth.wallet.credentials.infrastructure;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** customer-service's internal customer read (a wallet owner's contact points), as a MicroProfile Rest Client interface. */
@Path("/internal/customers")
public interface CustomerServiceOwnersApi {

    /** 200 with the customer as its events carry it, 404 for an unknown or deleted customer. */
    @GET
    @Path("/{customerId}")
    @Produces(MediaType.APPLICATION_JSON)
    Response get(@PathParam("customerId") String customerId);
}
