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
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.quote.external.application.ExternalAccounts;
import net.ccpay.quote.external.domain.ExternalAccountId;
import net.ccpay.quote.external.domain.ExternalAccountNotFound;
import net.ccpay.quote.external.application.OwnershipChallenges;


/** {@code /customers/external-accounts}. */
@ApplicationScoped
@Path("/customers/external-accounts")
@Produces(MediaType.APPLICATION_JSON)
public class CustomerExternalAccountResource {

    @Inject
    ExternalAccounts accounts;

    @Inject
    OwnershipChallenges ownership;

    /** 201 OwnershipChallenge for a FIRST_PARTY self-custody wallet awaiting its ownership proof. */
    @POST
    @Path("{id}/challenge")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response challenge(@PathParam("id") String id, JsonValue body) {
        return OwnershipRequests.challenge(ownership, id, false, body);
    }

    /** 200 the account, ACTIVE, when the wallet signed the open challenge's message; 400 (and UNVERIFIED) otherwise. */
    @POST
    @Path("{id}/verify")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject verify(@PathParam("id") String id, JsonValue body) {
        return OwnershipRequests.verify(ownership, id, false, body);
    }

    /**
     * 201 the account. The contract's {@code customerId} is optional here: "If not provided, the external account will be
     * created on behalf of the platform", so a body without it makes the platform's own account, as
     * {@code POST /platform/external-accounts} does.
     */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response createForCustomer(JsonValue body) {
        JsonObject o = object(body);
        return Response.status(201).entity(ExternalAccountMapper.toJson(accounts.create(o, !o.containsKey("customerId")))).build();
    }

    @GET
    public JsonObject listForCustomers(@QueryParam("customerId") String customerId, @QueryParam("currency") String currency,
                                       @QueryParam("limit") String limit, @QueryParam("cursor") String cursor) {
        FieldErrors errors = new FieldErrors();
        PageRequest request = PageRequest.parse(limit, cursor, errors);
        QueryParams.currency("currency", currency, errors);
        QueryParams.id("customerId", customerId, "Customer", errors);
        errors.throwIfAny();
        return page(accounts.list(false, customerId, currency, request.limit(), request.after()));
    }

    @GET
    @Path("{id}")
    public JsonObject getForCustomer(@PathParam("id") String id) {
        return ExternalAccountMapper.toJson(accounts.get(pathId(id), false));
    }

    @DELETE
    @Path("{id}")
    public Response deleteForCustomer(@PathParam("id") String id) {
        accounts.delete(pathId(id), false);
        return Response.noContent().build();
    }

    /** The path's external account id; text that cannot be one is an unknown account (404 EXTERNAL_ACCOUNT_NOT_FOUND). */
    public static ExternalAccountId pathId(String id) {
        return ExternalAccountId.parse(id).orElseThrow(() -> new ExternalAccountNotFound(id));
    }

    static JsonObject page(ExternalAccounts.AccountPage page) {
        return Page.of(page.rows(), page.limit(), page.totalCount(), a -> new Cursor(a.createdAt(), a.id())).toJson(ExternalAccountMapper::toJson);
    }

    private static JsonObject object(JsonValue body) {
        if (!(body instanceof JsonObject o)) {
            throw ApiException.invalidInput("The body must be a JSON object describing the external account");
        }
        return o;
    }
}
