package net.ccpay.auth.agents.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.auth.agents.application.AgentAccess;

/**
 * {@code /agents/device-codes/{code}}: the platform polls a code's status (HTTP Basic); the agent
 * software redeems it, without credentials (the code is the proof), for its access token.
 */
@ApplicationScoped
@Path("/agents/device-codes")
@Produces(MediaType.APPLICATION_JSON)
public class DeviceCodeResource {

    @Inject
    AgentAccess access;

    @GET
    @Path("{code}/status")
    public JsonObject status(@PathParam("code") String code) {
        return AgentJson.status(access.status(code));
    }

    /**
     * 200 with the access token, shown this once. 404 for a code that does not exist (or whose agent
     * was deleted); 400 for one already redeemed, replaced by a newer one, or expired. Any body is ignored.
     */
    @POST
    @Path("{code}/redeem")
    @Consumes(MediaType.WILDCARD)
    public JsonObject redeem(@PathParam("code") String code) {
        return AgentJson.redeemed(access.redeem(code));
    }
}
