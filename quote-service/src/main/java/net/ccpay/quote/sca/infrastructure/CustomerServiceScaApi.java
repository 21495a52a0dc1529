package net.ccpay.quote.sca.infrastructure;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** customer-service's internal SCA session read, as a MicroProfile Rest Client interface (built by {@link net.ccpay.common.remote.RemoteServices}). */
@Path("/internal/sca-sessions")
public interface CustomerServiceScaApi {

    /** 200 {@code {customerId, active, sessionExpiresAt?}}. */
    @GET
    @Path("/{customerId}")
    @Produces(MediaType.APPLICATION_JSON)
    Response get(@PathParam("customerId") String customerId);
}
