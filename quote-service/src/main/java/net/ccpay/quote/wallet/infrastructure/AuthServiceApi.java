package net.ccpay.quote.wallet.infrastructure;

import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** auth-service's internal wallet-signature endpoints, as a MicroProfile Rest Client interface. */
@Path("/internal/wallet-signatures")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public interface AuthServiceApi {

    @POST
    @Path("challenges")
    Response challenge(JsonObject request);

    @POST
    @Path("completions")
    Response complete(JsonObject request);

    @POST
    @Path("verifications")
    Response verify(JsonObject request);

    @POST
    @Path("exports")
    Response export(JsonObject request);
}
