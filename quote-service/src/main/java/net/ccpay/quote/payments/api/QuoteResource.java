package net.ccpay.quote.payments.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.web.idempotency.Idempotent;
import net.ccpay.quote.payments.application.QuoteExecution;
import net.ccpay.quote.payments.application.Quotes;
import net.ccpay.quote.payments.domain.QuoteNotFound;
import net.ccpay.quote.payments.domain.ScaNotRequired;
import net.ccpay.common.validation.Shape;

/** {@code /quotes}: create (optionally executing at once), read, execute (from an embedded wallet: signed, header Platform-Wallet-Signature or Grid-Wallet-Signature). */
@ApplicationScoped
@Path("/quotes")
@Produces(MediaType.APPLICATION_JSON)
public class QuoteResource {

    @Inject
    Quotes quotes;

    @Inject
    QuoteExecution execution;

    @POST
    @Idempotent
    @Consumes(MediaType.APPLICATION_JSON)
    public Response create(JsonValue body) {
        return Response.status(201).type(MediaType.APPLICATION_JSON_TYPE)
                .entity(QuoteMapper.toJson(quotes.create(QuoteRequests.parse(body)))).build();
    }

    @GET
    @Path("/{quoteId}")
    public JsonObject get(@PathParam("quoteId") String quoteId) {
        return QuoteMapper.toJson(quotes.get(id(quoteId)));
    }

    /** The body is optional ({@code scaFactor} applies to SCA regions only, which the sandbox is not). */
    @POST
    @Path("/{quoteId}/execute")
    @Idempotent
    public JsonObject execute(@PathParam("quoteId") String quoteId, @HeaderParam("Platform-Wallet-Signature") String signature,
                              @HeaderParam("Grid-Wallet-Signature") String gridSignature, String body) {
        if (body != null && !body.isBlank() && !body.trim().startsWith("{")) {
            throw InvalidFields.of("body", "must be empty or a JSON object");
        }
        return QuoteMapper.toJson(execution.execute(id(quoteId), signature != null ? signature : gridSignature));
    }

    /**
     * SCA: only quotes in PENDING_AUTHORIZATION carry a challenge, and none does here (see
     * {@link ScaNotRequired}); the body is still checked as the contract's ScaAuthorization.
     */
    @POST
    @Path("/{quoteId}/authorize")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject authorize(@PathParam("quoteId") String quoteId, JsonValue body) {
        QuoteRequests.checked(body, SCA_AUTHORIZATION);
        Quotes.QuoteView q = quotes.get(id(quoteId));
        throw new ScaNotRequired(q.quote().id(), q.status());
    }

    @POST
    @Path("/{quoteId}/authorize/resend")
    public Response resendScaCode(@PathParam("quoteId") String quoteId) {
        Quotes.QuoteView q = quotes.get(id(quoteId));
        throw new ScaNotRequired(q.quote().id(), q.status());
    }

    private static final Shape SCA_AUTHORIZATION = Shape.object()
            .string("code", false, 1, 20)
            .string("origin", false, 1, 500)
            .string("endUserIpAddress", false, 1, 45);

    static String id(String quoteId) {
        if (!Ids.hasType("Quote", quoteId)) {
            throw new QuoteNotFound(quoteId);
        }
        return quoteId;
    }
}
