package net.ccpay.quote.external.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.web.QueryParams;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.quote.external.application.ExternalAccounts;
import net.ccpay.quote.external.application.OwnershipChallenges;

/** {@code /platform/external-accounts}. */
@ApplicationScoped
@Path("/platform/external-accounts")
@Produces(MediaType.APPLICATION_JSON)
public class PlatformExternalAccountResource {

    @Inject
    ExternalAccounts accounts;

    @Inject
    OwnershipChallenges ownership;

    /** 201 OwnershipChallenge for a FIRST_PARTY self-custody wallet awaiting its ownership proof. */
    @POST
    @Path("{id}/challenge")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response challenge(@PathParam("id") String id, JsonValue body) {
        return OwnershipRequests.challenge(ownership, id, true, body);
    }

    /** 200 the account, ACTIVE, when the wallet signed the open challenge's message; 400 (and UNVERIFIED) otherwise. */
    @POST
    @Path("{id}/verify")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject verify(@PathParam("id") String id, JsonValue body) {
        return OwnershipRequests.verify(ownership, id, true, body);
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response createForPlatform(JsonValue body) {
        return Response.status(201).entity(ExternalAccountMapper.toJson(accounts.create(object(body), true))).build();
    }

    @GET
    public JsonObject listForPlatform(@QueryParam("currency") String currency, @QueryParam("limit") String limit,
                                      @QueryParam("cursor") String cursor) {
        FieldErrors errors = new FieldErrors();
        PageRequest request = PageRequest.parse(limit, cursor, errors);
        QueryParams.currency("currency", currency, errors);
        errors.throwIfAny();
        return CustomerExternalAccountResource.page(accounts.list(true, null, currency, request.limit(), request.after()));
    }

    @GET
    @Path("{id}")
    public JsonObject getForPlatform(@PathParam("id") String id) {
        return ExternalAccountMapper.toJson(accounts.get(CustomerExternalAccountResource.pathId(id), true));
    }

    @DELETE
    @Path("{id}")
    public Response deleteForPlatform(@PathParam("id") String id) {
        accounts.delete(CustomerExternalAccountResource.pathId(id), true);
        return Response.noContent().build();
    }

    private static JsonObject object(JsonValue body) {
        if (!(body instanceof JsonObject o)) {
            throw ApiException.invalidInput("The body must be a JSON object describing the external account");
        }
        return o;
    }
}
