package net.ccpay.quote.cards.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.web.RequestContext;
import net.ccpay.quote.cards.application.Cards;

/**
 * Internal: auth-service asks here for the card funding source a delegated key is made for.
 * {@code GET /internal/card-funding-sources?cardId=&accountId=} → 200 {fundingSourceId, cardId,
 * accountId, accountType, customerId, cardState}; 404 REFERENCE_NOT_FOUND when the card is unknown or
 * the account is not one of its funding sources. Not a path of the public contract; only platform
 * components are answered.
 */
@ApplicationScoped
@Path("/internal/card-funding-sources")
public class InternalCardFundingSourceResource {

    @Inject
    Cards cards;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject find(@QueryParam("cardId") String cardId, @QueryParam("accountId") String accountId) {
        Caller caller = RequestContext.caller();
        if (caller == null || !Caller.SERVICE.equals(caller.type())) {
            throw new ApiException(401, ErrorCode.UNAUTHORIZED, "Only platform components may read card funding sources");
        }
        if (cardId == null || accountId == null) {
            throw ApiException.invalidInput("cardId and accountId are required");
        }
        Cards.FundingSource s = cards.fundingSource(CardResource.cardId(cardId), accountId);
        return JsonP.createObjectBuilder()
                .add("fundingSourceId", s.id())
                .add("cardId", s.cardId())
                .add("accountId", s.accountId())
                .add("accountType", s.accountType())
                .add("customerId", s.customerId())
                .add("cardState", s.cardState())
                .build();
    }
}
