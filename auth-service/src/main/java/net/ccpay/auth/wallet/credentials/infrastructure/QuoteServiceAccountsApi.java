package net.ccpay.auth.wallet.credentials.infrastructure;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** quote-service's internal account lookup, as a MicroProfile Rest Client interface. */
@Path("/internal/internal-accounts")
public interface QuoteServiceAccountsApi {

    /** 200 with the account as its events carry it, 404 for an unknown account. */
    @GET
    @Path("/{id}")
    @Produces(MediaType.APPLICATION_JSON)
    Response get(@PathParam("id") String id);
}
