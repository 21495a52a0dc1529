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
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.validation.Shape;
import net.ccpay.common.web.idempotency.Idempotent;
import net.ccpay.quote.payments.application.SandboxPayments;
import net.ccpay.quote.receiver.application.ReceiverLookups;

import java.util.regex.Pattern;

/** The sandbox's payment simulations: realtime funding of a quote, and an incoming UMA payment. Sandbox mode only. */
@ApplicationScoped
@Path("/sandbox")
@Produces(MediaType.APPLICATION_JSON)
public class SandboxPaymentResource {

    private static final Shape SEND = Shape.object()
            .pattern("quoteId", true, Pattern.compile("^Quote:[0-9a-fA-F-]{36}$"), "a quote id (Quote:<uuid>)")
            .pattern("currencyCode", true, QuoteRequests.CURRENCY, "a currency code such as USD")
            .integer("currencyAmount", false, 1, QuoteRequests.MAX_AMOUNT);
    private static final Shape RECEIVE = Shape.object()
            .pattern("senderUmaAddress", true, ReceiverLookups.UMA, "a UMA address ($user@domain)")
            .pattern("receiverUmaAddress", false, ReceiverLookups.UMA, "a UMA address ($user@domain)")
            .pattern("customerId", false, Pattern.compile("^Customer:[0-9a-f-]{36}$"), "a customer id (Customer:<uuid>)")
            .pattern("receivingCurrencyCode", true, QuoteRequests.CURRENCY, "a currency code such as USD")
            .integer("receivingCurrencyAmount", true, 1, 100_000_000_000L);

    @Inject
    SandboxPayments sandbox;

    @Inject
    PlatformSettings settings;

    @POST
    @Path("/send")
    @Idempotent
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject send(JsonValue body) {
        JsonObject o = check(body, SEND);
        Long amount = o.containsKey("currencyAmount") ? o.getJsonNumber("currencyAmount").longValue() : null;
        return TransactionMapper.toJson(sandbox.send(o.getString("quoteId"), o.getString("currencyCode"), amount));
    }

    @POST
    @Path("/uma/receive")
    @Idempotent
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject receive(JsonValue body) {
        JsonObject o = check(body, RECEIVE);
        if (!o.containsKey("receiverUmaAddress") && !o.containsKey("customerId")) {
            throw InvalidFields.of("customerId", "give customerId or receiverUmaAddress to say who receives");
        }
        return TransactionMapper.toJson(sandbox.umaReceive(o.getString("senderUmaAddress"), QuoteRequests.text(o, "receiverUmaAddress", null),
                QuoteRequests.text(o, "customerId", null), o.getString("receivingCurrencyCode"), o.getJsonNumber("receivingCurrencyAmount").longValue()));
    }

    private JsonObject check(JsonValue body, Shape shape) {
        if (!settings.isSandbox()) {
            throw new ApiException(403, ErrorCode.FORBIDDEN, "Sandbox simulations are only available in sandbox mode");
        }
        return QuoteRequests.checked(body, shape);
    }
}
