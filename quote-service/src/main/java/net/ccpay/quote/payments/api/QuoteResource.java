package net.ccpay.quote.payments.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.validation.constraints.Size;
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
import net.ccpay.common.json.JsonP;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.web.idempotency.Idempotent;
import net.ccpay.quote.payments.application.QuoteAuthorizations;
import net.ccpay.quote.payments.application.Quotes;
import net.ccpay.quote.payments.domain.QuoteNotFound;

/** {@code /quotes}: create (optionally executing at once), read, execute (from an embedded wallet: signed, header Platform-Wallet-Signature or Grid-Wallet-Signature). */
@ApplicationScoped
@Path("/quotes")
@Produces(MediaType.APPLICATION_JSON)
public class QuoteResource {

    @Inject
    Quotes quotes;

    @Inject
    QuoteAuthorizations authorizations;

    @POST
    @Idempotent
    @Consumes(MediaType.APPLICATION_JSON)
    /**
     * 201 with the quote; 202 (the contract's "created but awaiting Strong Customer Authentication") for a realtime-funded
     * quote whose customer must authorize it first: PENDING_AUTHORIZATION with its {@code scaChallenge}, its
     * {@code paymentInstructions} withheld until /authorize.
     */
    public Response create(JsonValue body) {
        QuoteAuthorizations.Authorizable created = authorizations.with(quotes.create(QuoteRequests.parse(body)));
        boolean awaitingAuthorization = "REALTIME_FUNDING".equals(created.view().quote().sourceType())
                && "PENDING_AUTHORIZATION".equals(created.status());
        return Response.status(awaitingAuthorization ? 202 : 201).type(MediaType.APPLICATION_JSON_TYPE)
                .entity(QuoteMapper.toJson(created)).build();
    }

    @GET
    @Path("/{quoteId}")
    public JsonObject get(@PathParam("quoteId") String quoteId) {
        return QuoteMapper.toJson(authorizations.get(id(quoteId)));
    }

    /**
     * The body is optional. A quote whose customer lives where SCA applies (and whose destination is not a trusted
     * beneficiary) is not executed at once: it answers PENDING_AUTHORIZATION with an SMS {@code scaChallenge}
     * ({@code scaFactor} may name only SMS_OTP, the factor this platform issues), to satisfy with /authorize.
     */
    @POST
    @Path("/{quoteId}/execute")
    @Idempotent
    public JsonObject execute(@PathParam("quoteId") String quoteId, @HeaderParam("Platform-Wallet-Signature") String signature,
                              @HeaderParam("Grid-Wallet-Signature") String gridSignature, String body) {
        if (body != null && !body.isBlank() && !body.trim().startsWith("{")) {
            throw InvalidFields.of("body", "must be empty or a JSON object");
        }
        String factor = body == null || body.isBlank() ? null : scaFactor(body);
        return QuoteMapper.toJson(authorizations.execute(id(quoteId), signature != null ? signature : gridSignature, factor));
    }

    /**
     * SCA: the code of the challenge the quote waits on (PENDING_AUTHORIZATION); the payment then starts. Customers
     * outside SCA regions: 409, as before. The body is checked as the contract's ScaAuthorization.
     */
    @POST
    @Path("/{quoteId}/authorize")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject authorize(@PathParam("quoteId") String quoteId, JsonValue body) {
        ScaAuthorization proof = QuoteRequests.read(body, ScaAuthorization.class);
        String id = id(quoteId);
        if (((JsonObject) body).get("passkeyAssertion") instanceof JsonObject) {
            throw InvalidFields.of("passkeyAssertion", "is not accepted: this platform's per-payment challenges are SMS_OTP; send code");
        }
        return QuoteMapper.toJson(authorizations.authorize(id, proof.code()));
    }

    @POST
    @Path("/{quoteId}/authorize/resend")
    public Response resendScaCode(@PathParam("quoteId") String quoteId) {
        authorizations.resend(id(quoteId));
        return Response.noContent().build();
    }

    private static String scaFactor(String body) {
        try (jakarta.json.JsonReader r = JsonP.createReader(new java.io.StringReader(body))) {
            JsonObject o = r.readObject();
            return o.get("scaFactor") instanceof jakarta.json.JsonString f ? f.getString() : null;
        } catch (RuntimeException e) {
            throw InvalidFields.of("body", "must be empty or a JSON object");
        }
    }

    /**
     * The contract's ScaAuthorization for a quote: the challenge's {@code code}; a {@code passkeyAssertion} is refused
     * (the per-payment challenges here are SMS_OTP), before it could spend an attempt.
     */
    record ScaAuthorization(
            @Size(min = 1, max = 20, message = LENGTH) String code,
            @Size(min = 1, max = 500, message = LENGTH) String origin,
            @Size(min = 1, max = 45, message = LENGTH) String endUserIpAddress) {}

    private static final String LENGTH = "must be {min} to {max} characters long";

    static String id(String quoteId) {
        if (!Ids.hasType("Quote", quoteId)) {
            throw new QuoteNotFound(quoteId);
        }
        return quoteId;
    }
}
