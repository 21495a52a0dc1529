package net.ccpay.quote.cards.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.UriInfo;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.common.web.QueryParams;
import net.ccpay.common.web.RequestContext;
import net.ccpay.quote.cards.application.Cards;
import net.ccpay.quote.cards.domain.CardId;
import net.ccpay.quote.cards.domain.CardNotFound;
import net.ccpay.quote.cards.domain.CardState;

/** {@code /cards}: issue, list, read, freeze / unfreeze / close, and reveal. */
@ApplicationScoped
@Path("/cards")
@Produces(MediaType.APPLICATION_JSON)
public class CardResource {

    @Inject
    Cards cards;

    @Inject
    PublicBase publicBase;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response issue(JsonValue body) {
        return Response.status(201).type(MediaType.APPLICATION_JSON_TYPE).entity(CardMapper.toJson(cards.issue(CardRequests.issue(body)))).build();
    }

    @GET
    public JsonObject list(@QueryParam("cardholderId") String cardholderId, @QueryParam("accountId") String accountId,
                           @QueryParam("platformCardId") String platformCardId, @QueryParam("state") String state,
                           @QueryParam("limit") String limit, @QueryParam("cursor") String cursor, @QueryParam("sortOrder") String sortOrder) {
        FieldErrors errors = new FieldErrors();
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        if (cardholderId != null && !CardRequests.CUSTOMER_ID.matcher(cardholderId).matches()) {
            errors.add("cardholderId", FieldError.Constraint.pattern(CardRequests.CUSTOMER_ID.pattern()), "is not a customer id");
        }
        if (accountId != null && !CardRequests.ACCOUNT_ID.matcher(accountId).matches()) {
            errors.add("accountId", FieldError.Constraint.pattern(CardRequests.ACCOUNT_ID.pattern()), "is not an internal account id");
        }
        CardState wanted = QueryParams.oneOf("state", state, CardState.class, errors);
        boolean ascending = QueryParams.ascending(sortOrder, errors);
        errors.throwIfAny();
        Cards.CardPage p = cards.list(new Cards.Filter(cardholderId, accountId, platformCardId, wanted, ascending), page.limit(), page.after());
        return Page.of(p.rows(), p.limit(), p.totalCount(), c -> new Cursor(c.createdAt(), c.id()).in(ascending)).toJson(CardMapper::toJson);
    }

    @GET
    @Path("/{id}")
    public JsonObject get(@PathParam("id") String id) {
        return CardMapper.toJson(cards.get(cardId(id)));
    }

    @PATCH
    @Path("/{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject update(@PathParam("id") String id, JsonValue body) {
        Cards.UpdateCommand u = CardRequests.update(body);
        return CardMapper.toJson(cards.update(cardId(id), u));
    }

    /**
     * The contract's reveal takes no body; one sent anyway is ignored. {@code panEmbedUrl} is the
     * platform's own reveal page ({@link PanEmbedResource}), absolute on the public base the client
     * reached ({@link PublicBase}).
     */
    @POST
    @Path("/{id}/reveal")
    public JsonObject reveal(@PathParam("id") String id, @Context HttpHeaders headers, @Context UriInfo uri) {
        Caller caller = RequestContext.caller();
        Cards.Reveal r = cards.reveal(cardId(id), caller == null ? "an unnamed caller" : caller.type() + " " + caller.id());
        String url = publicBase.of(headers, uri) + "/cards/" + r.cardId() + "/pan-embed?t=" + r.token();
        return JsonP.createObjectBuilder().add("panEmbedUrl", url).add("expiresAt", r.expiresAt().toString()).build();
    }

    /** The path's card id; text that cannot be one is an unknown card (404 CARD_NOT_FOUND). */
    static CardId cardId(String id) {
        return CardId.parse(id).orElseThrow(() -> new CardNotFound(id));
    }
}
