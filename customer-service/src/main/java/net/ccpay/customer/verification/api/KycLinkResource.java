package net.ccpay.customer.verification.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.common.web.JsonBodies;
import net.ccpay.common.web.idempotency.Idempotent;
import net.ccpay.customer.verification.application.KycLinkService;

import jakarta.validation.constraints.Pattern;

/**
 * {@code POST /customers/{customerId}/kyc-link}: a hosted verification link. It lives with verification, which
 * issues it, so the customers context does not depend on verification (verification depends on customers).
 */
@ApplicationScoped
@Path("/customers/{customerId}/kyc-link")
@Produces(MediaType.APPLICATION_JSON)
public class KycLinkResource {

    /** The optional body: {@code {redirectUri?}}. */
    record KycLinkRequest(@Pattern(regexp = "^https?://[^\\s]{1,1990}$", message = "must be an absolute http(s) URI") String redirectUri) {}

    @Inject
    KycLinkService kycLinks;

    /**
     * The body is optional ({@code {redirectUri?}}), so it is read here rather than bound. A retry with
     * the same {@code Idempotency-Key} replays the first link instead of issuing another.
     */
    @POST
    @Idempotent
    public Response kycLink(@PathParam("customerId") String id, String body) {
        JsonObject request = JsonValue.EMPTY_JSON_OBJECT;
        if (body != null && !body.isBlank()) {
            request = object(JsonBodies.value(body, "The body must be a JSON object such as {\"redirectUri\": \"https://...\"}, or empty"));
        }
        KycLinkRequest valid = RequestRecords.read(request, KycLinkRequest.class);
        KycLinkService.IssuedLink link = kycLinks.create(id, valid.redirectUri());
        return Response.status(201).entity(JsonP.createObjectBuilder()
                .add("kycUrl", link.url())
                .add("expiresAt", link.expiresAt().toString())
                .add("provider", link.provider())
                .add("token", link.token())
                .build()).build();
    }

    /** The same refusal as the customer endpoints' for a body that is JSON but not an object. */
    private static JsonObject object(JsonValue body) {
        if (!(body instanceof JsonObject o)) {
            throw ApiException.invalidInput("The body must be a JSON object describing the customer");
        }
        return o;
    }
}
