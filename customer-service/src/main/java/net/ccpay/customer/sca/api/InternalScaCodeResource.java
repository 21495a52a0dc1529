package net.ccpay.customer.sca.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.customer.sca.application.ScaCodeDelivery;

/**
 * {@code POST /internal/sca-codes/{customerId}} {@code {"code": "<six digits>"}}: sends an SCA code of quote-service's
 * (a quote's authorization, a trusted beneficiary) to the customer's phone, which this service keeps. quote-service
 * calls it after its challenge committed, outside sandbox mode. 204 when the provider took the message; 409 CONFLICT
 * when the customer has no phone number; 503 SERVICE_UNAVAILABLE when SMS is not configured or the provider refused.
 * {@code GET /internal/sca-codes/{customerId}} answers the same 204, 409 or 503 without sending anything: quote-service
 * asks it before it writes a challenge, so that a customer without a phone gets the 409 instead of a code that never
 * comes. Not routed by the gateway; like every request to this service it needs the internal secret.
 */
@ApplicationScoped
@Path("/internal/sca-codes")
public class InternalScaCodeResource {

    @Inject
    ScaCodeDelivery codes;

    @GET
    @Path("{customerId}")
    public void deliverable(@PathParam("customerId") String customerId) {
        codes.requireDeliverable(customerId);
    }

    @POST
    @Path("{customerId}")
    @Consumes(MediaType.APPLICATION_JSON)
    public void send(@PathParam("customerId") String customerId, JsonObject body) {
        if (!(body.get("code") instanceof JsonString code) || !code.getString().matches("[0-9]{6}")) {
            throw InvalidFields.of("code", "must be six digits");
        }
        codes.sendNow(customerId, code.getString());
    }
}
