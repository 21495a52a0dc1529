package net.ccpay.quote.payments.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.validation.Shape;
import net.ccpay.common.web.idempotency.Idempotent;
import net.ccpay.quote.payments.application.Transfers;

import java.util.regex.Pattern;

/** The deprecated same-currency transfers ({@code /transfer-in}, {@code /transfer-out}); quotes serve same-currency payments too. */
@ApplicationScoped
@Path("/")
@Produces(MediaType.APPLICATION_JSON)
public class TransferResource {

    private static final Pattern INTERNAL = Pattern.compile("^InternalAccount:[0-9a-fA-F-]{36}$");
    private static final Pattern EXTERNAL = Pattern.compile("^ExternalAccount:[0-9a-fA-F-]{36}$");
    public static final Shape IN = Shape.object()
            .nested("source", true, Shape.object().pattern("accountId", true, EXTERNAL, "an ExternalAccount id"))
            .nested("destination", true, Shape.object().pattern("accountId", true, INTERNAL, "an InternalAccount id"))
            .integer("amount", true, 1, QuoteRequests.MAX_AMOUNT);
    public static final Shape OUT = Shape.object()
            .nested("source", true, Shape.object().pattern("accountId", true, INTERNAL, "an InternalAccount id"))
            .nested("destination", true, Shape.object().pattern("accountId", true, EXTERNAL, "an ExternalAccount id")
                    .oneOf("paymentRail", false, QuoteRequests.RAILS))
            .integer("amount", true, 1, QuoteRequests.MAX_AMOUNT)
            .string("remittanceInformation", false, 1, 80)
            .oneOf("purposeOfPayment", false, QuoteRequests.PURPOSES);

    @Inject
    Transfers transfers;

    @POST
    @Path("transfer-in")
    @Idempotent
    @Consumes(MediaType.APPLICATION_JSON)
    public Response transferIn(JsonValue body) {
        JsonObject o = check(body, IN);
        return created(TransactionMapper.toJson(transfers.transferIn(o.getJsonObject("source").getString("accountId"),
                o.getJsonObject("destination").getString("accountId"), o.getJsonNumber("amount").longValue())));
    }

    @POST
    @Path("transfer-out")
    @Idempotent
    @Consumes(MediaType.APPLICATION_JSON)
    public Response transferOut(JsonValue body) {
        JsonObject o = check(body, OUT);
        JsonObject d = o.getJsonObject("destination");
        return created(TransactionMapper.toJson(transfers.transferOut(o.getJsonObject("source").getString("accountId"), d.getString("accountId"),
                QuoteRequests.text(d, "paymentRail", null), o.getJsonNumber("amount").longValue(), QuoteRequests.text(o, "remittanceInformation", null))));
    }

    private static Response created(JsonObject body) {
        return Response.status(201).type(MediaType.APPLICATION_JSON_TYPE).entity(body).build();
    }

    private static JsonObject check(JsonValue body, Shape shape) {
        return QuoteRequests.checked(body, shape);
    }
}
