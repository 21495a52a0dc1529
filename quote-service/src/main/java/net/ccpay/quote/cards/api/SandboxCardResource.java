package net.ccpay.quote.cards.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.quote.cards.application.CardAuthorizations;
import net.ccpay.quote.cards.application.CardSimulations;
import net.ccpay.quote.cards.domain.CardTransactionRef;
import net.ccpay.quote.cards.domain.CardTransaction.Kind;

/**
 * {@code /sandbox/cards/{id}/simulate/*}: the ten card-network simulations, sandbox mode only (403
 * otherwise, as the other sandbox operations). Each answers 202 with the issuer's token and the
 * sandbox's decision; the card transaction's webhooks follow.
 */
@ApplicationScoped
@Path("/sandbox/cards/{id}/simulate")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class SandboxCardResource {

    @Inject
    CardSimulations simulations;

    @Inject
    CardAuthorizations authorizations;

    @Inject
    PlatformSettings settings;

    @POST
    @Path("/authorization")
    public Response authorization(@PathParam("id") String id, JsonValue body) {
        return authorize(id, Kind.AUTHORIZATION, body);
    }

    @POST
    @Path("/financial_authorization")
    public Response financialAuthorization(@PathParam("id") String id, JsonValue body) {
        return authorize(id, Kind.FINANCIAL_AUTHORIZATION, body);
    }

    @POST
    @Path("/credit_authorization")
    public Response creditAuthorization(@PathParam("id") String id, JsonValue body) {
        return authorize(id, Kind.CREDIT_AUTHORIZATION, body);
    }

    @POST
    @Path("/financial_credit_authorization")
    public Response financialCreditAuthorization(@PathParam("id") String id, JsonValue body) {
        return authorize(id, Kind.FINANCIAL_CREDIT_AUTHORIZATION, body);
    }

    @POST
    @Path("/credit_authorization_advice")
    public Response creditAuthorizationAdvice(@PathParam("id") String id, JsonValue body) {
        return authorize(id, Kind.CREDIT_AUTHORIZATION_ADVICE, body);
    }

    @POST
    @Path("/balance_inquiry")
    public Response balanceInquiry(@PathParam("id") String id, JsonValue body) {
        CardRequests.BalanceInquiryRequest r = read(body, CardRequests.BalanceInquiryRequest.class);
        return accepted(simulations.balanceInquiry(CardResource.cardId(id), CardRequests.merchant(r.merchant())));
    }

    @POST
    @Path("/clearing")
    public Response clearing(@PathParam("id") String id, JsonValue body) {
        CardRequests.ClearingRequest r = read(body, CardRequests.ClearingRequest.class);
        return accepted(simulations.clear(CardResource.cardId(id), CardTransactionRef.parse(r.cardTransactionId()), r.amount()));
    }

    @POST
    @Path("/return")
    public Response refund(@PathParam("id") String id, JsonValue body) {
        CardRequests.AmountRequest r = read(body, CardRequests.AmountRequest.class);
        return accepted(simulations.refund(CardResource.cardId(id), CardTransactionRef.parse(r.cardTransactionId()), r.amount()));
    }

    @POST
    @Path("/return_reversal")
    public Response returnReversal(@PathParam("id") String id, JsonValue body) {
        CardRequests.TxRefRequest r = read(body, CardRequests.TxRefRequest.class);
        return accepted(simulations.reverseReturn(CardResource.cardId(id), CardTransactionRef.parse(r.cardTransactionId())));
    }

    @POST
    @Path("/authorization_advice")
    public Response authorizationAdvice(@PathParam("id") String id, JsonValue body) {
        CardRequests.AmountRequest r = read(body, CardRequests.AmountRequest.class);
        return accepted(simulations.advise(CardResource.cardId(id), CardTransactionRef.parse(r.cardTransactionId()), r.amount()));
    }

    private Response authorize(String id, Kind kind, JsonValue body) {
        CardRequests.AuthorizationRequest r = read(body, CardRequests.AuthorizationRequest.class);
        return accepted(authorizations.authorize(CardResource.cardId(id), kind, r.amount(), r.currency().code(), CardRequests.merchant(r.merchant())));
    }

    private <R extends Record> R read(JsonValue body, Class<R> type) {
        sandboxOnly();
        FieldErrors errors = new FieldErrors();
        R r = CardRequests.read(body, type, errors);
        errors.throwIfAny();
        return r;
    }

    private void sandboxOnly() {
        if (!settings.isSandbox()) {
            throw new ApiException(403, ErrorCode.FORBIDDEN, "Card simulations are only available in sandbox mode");
        }
    }

    private static Response accepted(CardSimulations.Result r) {
        return Response.status(202).type(MediaType.APPLICATION_JSON_TYPE).entity(CardMapper.toJson(r)).build();
    }
}
