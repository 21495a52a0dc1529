package net.ccpay.customer.invitations.infrastructure;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** webhook-service's internal endpoint for the platform config it owns (the data of PLATFORM_CONFIG.UPDATED). */
@Path("/internal/platform-config")
public interface PlatformConfigApi {

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    Response get();
}
