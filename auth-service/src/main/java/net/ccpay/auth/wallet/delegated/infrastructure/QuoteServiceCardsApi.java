package net.ccpay.auth.wallet.delegated.infrastructure;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** quote-service's internal card funding-source endpoint, as a MicroProfile Rest Client interface. */
@Path("/internal/card-funding-sources")
public interface QuoteServiceCardsApi {

    /** 200 {fundingSourceId, cardId, accountId, accountType, customerId, cardState}; 404 when there is no such binding. */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    Response find(@QueryParam("cardId") String cardId, @QueryParam("accountId") String accountId);
}
