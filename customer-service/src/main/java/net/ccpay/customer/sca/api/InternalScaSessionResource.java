package net.ccpay.customer.sca.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.sca.application.ScaLogins;

import java.time.Instant;
import java.util.Optional;

/**
 * {@code GET /internal/sca-sessions/{customerId}}: whether the customer's SCA login session is open now, for
 * quote-service, which refuses a quote's authorization without one (409 SCA_SESSION_REQUIRED). This service judges
 * it, on the clock that stamped the session. Not routed by the gateway; like every request to this service it needs
 * the internal secret. 200 {@code {customerId, active, sessionExpiresAt}} ({@code sessionExpiresAt} only while active).
 */
@ApplicationScoped
@Path("/internal/sca-sessions")
@Produces(MediaType.APPLICATION_JSON)
public class InternalScaSessionResource {

    @Inject
    ScaLogins logins;

    @GET
    @Path("{customerId}")
    public JsonObject get(@PathParam("customerId") String customerId) {
        Optional<Instant> until = logins.openSession(customerId);
        JsonObjectBuilder b = JsonP.createObjectBuilder().add("customerId", customerId).add("active", until.isPresent());
        until.ifPresent(u -> b.add("sessionExpiresAt", u.toString()));
        return b.build();
    }
}
