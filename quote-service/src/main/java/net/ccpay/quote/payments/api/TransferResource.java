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
import net.ccpay.quote.external.domain.AccountRef;
import net.ccpay.quote.payments.application.Transfers;

import java.util.regex.Pattern;

/** The deprecated same-currency transfers ({@code /transfer-in}, {@code /transfer-out}); quotes serve same-currency payments too. */
@ApplicationScoped
@Path("/")
@Produces(MediaType.APPLICATION_JSON)
public class TransferResource {

    private static final Pattern INTERNAL = Pattern.compile("^InternalAccount:[0-9a-fA-F-]{36}$");
    private static final Pattern EXTERNAL = Pattern.compile("^ExternalAccount:[0-9a-fA-F-]{36}$");
    private static final Shape IN = Shape.object()
            .nested("source", true, Shape.object().pattern("accountId", true, EXTERNAL, "an ExternalAccount id"))
            .nested("destination", true, Shape.object().pattern("accountId", true, INTERNAL, "an InternalAccount id"))
            .integer("amount", true, 1, QuoteRequests.MAX_AMOUNT);
    private static final Shape OUT = Shape.object()
            .nested("source", true, Shape.object().pattern("accountId", true, INTERNAL, "an InternalAccount id"))
            .nested("destination", true, Shape.object().pattern("accountId", true, EXTERNAL, "an ExternalAccount id")
                    .oneOf("paymentRail", false, QuoteRequests.RAILS))
            .integer("amount", true, 1, QuoteRequests.MAX_AMOUNT)
            .string("remittanceInformation", false, 1, 80)
            .oneOf("purposeOfPayment", false, QuoteRequests.PURPOSES);

    @Inject
    Transfers transfers;

    /** A transfer-in body, checked (every invalid field at once), its account ids read once. */
    public record TransferIn(AccountRef source, AccountRef destination, long amount) {
        public static TransferIn of(JsonValue body) {
            JsonObject o = QuoteRequests.checked(body, IN);
            return new TransferIn(AccountRef.parse(o.getJsonObject("source").getString("accountId")),
                    AccountRef.parse(o.getJsonObject("destination").getString("accountId")), o.getJsonNumber("amount").longValue());
        }
    }

    /** A transfer-out body, checked (every invalid field at once), its account ids read once. */
    public record TransferOut(AccountRef source, AccountRef destination, String paymentRail, long amount, String remittanceInformation) {
        public static TransferOut of(JsonValue body) {
            JsonObject o = QuoteRequests.checked(body, OUT);
            JsonObject d = o.getJsonObject("destination");
            return new TransferOut(AccountRef.parse(o.getJsonObject("source").getString("accountId")), AccountRef.parse(d.getString("accountId")),
                    QuoteRequests.text(d, "paymentRail", null), o.getJsonNumber("amount").longValue(), QuoteRequests.text(o, "remittanceInformation", null));
        }
    }

    @POST
    @Path("transfer-in")
    @Idempotent
    @Consumes(MediaType.APPLICATION_JSON)
    public Response transferIn(JsonValue body) {
        TransferIn t = TransferIn.of(body);
        return created(TransactionMapper.toJson(transfers.transferIn(t.source(), t.destination(), t.amount())));
    }

    @POST
    @Path("transfer-out")
    @Idempotent
    @Consumes(MediaType.APPLICATION_JSON)
    public Response transferOut(JsonValue body) {
        TransferOut t = TransferOut.of(body);
        return created(TransactionMapper.toJson(transfers.transferOut(t.source(), t.destination(), t.paymentRail(), t.amount(),
                t.remittanceInformation())));
    }

    private static Response created(JsonObject body) {
        return Response.status(201).type(MediaType.APPLICATION_JSON_TYPE).entity(body).build();
    }
}
