package net.ccpay.quote.payments.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.validation.IntegerRange;
import net.ccpay.common.validation.OneOf;
import net.ccpay.common.web.idempotency.Idempotent;
import net.ccpay.quote.external.domain.AccountRef;
import net.ccpay.quote.payments.application.Transfers;


/** The deprecated same-currency transfers ({@code /transfer-in}, {@code /transfer-out}); quotes serve same-currency payments too. */
@ApplicationScoped
@Path("/")
@Produces(MediaType.APPLICATION_JSON)
public class TransferResource {

    private static final String INTERNAL = "^InternalAccount:[0-9a-fA-F-]{36}$";
    private static final String EXTERNAL = "^ExternalAccount:[0-9a-fA-F-]{36}$";
    private static final String REQUIRED = "is required";

    /** The body of {@code POST /transfer-in} (and the agents' transfer-in). */
    record InRequest(
            @NotNull(message = REQUIRED) @Valid External source,
            @NotNull(message = REQUIRED) @Valid Internal destination,
            @NotNull(message = REQUIRED) @IntegerRange(min = 1, max = QuoteRequests.MAX_AMOUNT) Long amount) {}

    /** The body of {@code POST /transfer-out} (and the agents' transfer-out). */
    record OutRequest(
            @NotNull(message = REQUIRED) @Valid Internal source,
            @NotNull(message = REQUIRED) @Valid ExternalWithRail destination,
            @NotNull(message = REQUIRED) @IntegerRange(min = 1, max = QuoteRequests.MAX_AMOUNT) Long amount,
            @Size(min = 1, max = 80, message = "must be {min} to {max} characters long") String remittanceInformation,
            @OneOf({"GIFT", "SELF", "GOODS_OR_SERVICES", "EDUCATION", "HEALTH_OR_MEDICAL", "REAL_ESTATE_PURCHASE", "TAX_PAYMENT", "LOAN_PAYMENT",
                "UTILITY_BILL", "DONATION", "TRAVEL", "FAMILY_SUPPORT", "SALARY_PAYMENT", "OTHER"}) String purposeOfPayment) {}

    record Internal(@NotNull(message = REQUIRED) @Pattern(regexp = INTERNAL, message = "must be an InternalAccount id") String accountId) {}

    record External(@NotNull(message = REQUIRED) @Pattern(regexp = EXTERNAL, message = "must be an ExternalAccount id") String accountId) {}

    record ExternalWithRail(
            @NotNull(message = REQUIRED) @Pattern(regexp = EXTERNAL, message = "must be an ExternalAccount id") String accountId,
            @OneOf({"ACH", "ACH_COLOMBIA", "BANK_TRANSFER", "BRE_B", "CIPS", "FAST", "FASTER_PAYMENTS", "FEDNOW", "INSTAPAY", "MOBILE_MONEY",
                "NEFT", "PAYNOW", "PESONET", "PIX", "RTGS", "RTP", "SEPA", "SEPA_INSTANT", "SPEI", "SWIFT", "UNIONPAY", "UPI", "WIRE"})
            String paymentRail) {}

    @Inject
    Transfers transfers;

    /** A transfer-in body, checked (every invalid field at once), its account ids read once. */
    public record TransferIn(AccountRef source, AccountRef destination, long amount) {
        public static TransferIn of(JsonValue body) {
            InRequest r = QuoteRequests.read(body, InRequest.class);
            return new TransferIn(AccountRef.parse(r.source().accountId()), AccountRef.parse(r.destination().accountId()), r.amount());
        }
    }

    /** A transfer-out body, checked (every invalid field at once), its account ids read once. */
    public record TransferOut(AccountRef source, AccountRef destination, String paymentRail, long amount, String remittanceInformation) {
        public static TransferOut of(JsonValue body) {
            OutRequest r = QuoteRequests.read(body, OutRequest.class);
            return new TransferOut(AccountRef.parse(r.source().accountId()), AccountRef.parse(r.destination().accountId()),
                    r.destination().paymentRail(), r.amount(), r.remittanceInformation());
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
