package net.ccpay.quote.payments.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.validation.IntegerRange;
import net.ccpay.common.web.idempotency.Idempotent;
import net.ccpay.quote.payments.application.SandboxPayments;
import net.ccpay.quote.receiver.application.ReceiverLookups;


/** The sandbox's payment simulations: realtime funding of a quote, and an incoming UMA payment. Sandbox mode only. */
@ApplicationScoped
@Path("/sandbox")
@Produces(MediaType.APPLICATION_JSON)
public class SandboxPaymentResource {

    private static final String REQUIRED = "is required";
    private static final String A_CURRENCY = "must be a currency code such as USD";
    private static final String A_UMA_ADDRESS = "must be a UMA address ($user@domain)";

    /** The body of {@code POST /sandbox/send}: realtime funding of a quote. */
    record SendRequest(
            @NotNull(message = REQUIRED) @Pattern(regexp = "^Quote:[0-9a-fA-F-]{36}$", message = "must be a quote id (Quote:<uuid>)") String quoteId,
            @NotNull(message = REQUIRED) @Pattern(regexp = QuoteRequests.CURRENCY_REGEX, message = A_CURRENCY) String currencyCode,
            @IntegerRange(min = 1, max = QuoteRequests.MAX_AMOUNT) Long currencyAmount) {}

    /** The body of {@code POST /sandbox/uma/receive}: an incoming UMA payment. */
    record ReceiveRequest(
            @NotNull(message = REQUIRED) @Pattern(regexp = ReceiverLookups.UMA_REGEX, message = A_UMA_ADDRESS) String senderUmaAddress,
            @Pattern(regexp = ReceiverLookups.UMA_REGEX, message = A_UMA_ADDRESS) String receiverUmaAddress,
            @Pattern(regexp = "^Customer:[0-9a-f-]{36}$", message = "must be a customer id (Customer:<uuid>)") String customerId,
            @NotNull(message = REQUIRED) @Pattern(regexp = QuoteRequests.CURRENCY_REGEX, message = A_CURRENCY) String receivingCurrencyCode,
            @NotNull(message = REQUIRED) @IntegerRange(min = 1, max = 100_000_000_000L) Long receivingCurrencyAmount) {}

    @Inject
    SandboxPayments sandbox;

    @Inject
    PlatformSettings settings;

    @POST
    @Path("/send")
    @Idempotent
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject send(JsonValue body) {
        SendRequest r = check(body, SendRequest.class);
        return TransactionMapper.toJson(sandbox.send(r.quoteId(), r.currencyCode(), r.currencyAmount()));
    }

    @POST
    @Path("/uma/receive")
    @Idempotent
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject receive(JsonValue body) {
        ReceiveRequest r = check(body, ReceiveRequest.class);
        if (r.receiverUmaAddress() == null && r.customerId() == null) {
            throw InvalidFields.of("customerId", "give customerId or receiverUmaAddress to say who receives");
        }
        return TransactionMapper.toJson(sandbox.umaReceive(r.senderUmaAddress(), r.receiverUmaAddress(), r.customerId(),
                r.receivingCurrencyCode(), r.receivingCurrencyAmount()));
    }

    private <R extends Record> R check(JsonValue body, Class<R> type) {
        if (!settings.isSandbox()) {
            throw new ApiException(403, ErrorCode.FORBIDDEN, "Sandbox simulations are only available in sandbox mode");
        }
        return QuoteRequests.read(body, type);
    }
}
