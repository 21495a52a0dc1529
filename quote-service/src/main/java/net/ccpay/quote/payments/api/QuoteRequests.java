package net.ccpay.quote.payments.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.validation.IntegerRange;
import net.ccpay.common.validation.OneOf;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.common.validation.Shape;
import net.ccpay.common.validation.Variant;
import net.ccpay.common.validation.Variants;
import net.ccpay.quote.external.domain.AccountRef;
import net.ccpay.quote.payments.domain.QuoteCommand;
import net.ccpay.quote.receiver.application.ReceiverLookups;

import java.util.List;

/** The create-quote body checked at the edge (every invalid field at once) and turned into a {@link QuoteCommand}. */
public final class QuoteRequests {

    static final long MAX_AMOUNT = 9_000_000_000_000_000L;
    static final String CURRENCY_REGEX = "^[A-Z0-9]{3,5}$";
    static final java.util.regex.Pattern CURRENCY = java.util.regex.Pattern.compile(CURRENCY_REGEX);
    static final List<String> RAILS = List.of("ACH", "ACH_COLOMBIA", "BANK_TRANSFER", "BRE_B", "CIPS", "FAST", "FASTER_PAYMENTS", "FEDNOW",
            "INSTAPAY", "MOBILE_MONEY", "NEFT", "PAYNOW", "PESONET", "PIX", "RTGS", "RTP", "SEPA", "SEPA_INSTANT", "SPEI", "SWIFT",
            "UNIONPAY", "UPI", "WIRE");
    static final List<String> NETWORKS = List.of("SOLANA", "ETHEREUM", "BASE", "POLYGON", "TRON", "PLASMA", "SPARK", "LIGHTNING", "BITCOIN");
    static final List<String> PURPOSES = List.of("GIFT", "SELF", "GOODS_OR_SERVICES", "EDUCATION", "HEALTH_OR_MEDICAL", "REAL_ESTATE_PURCHASE",
            "TAX_PAYMENT", "LOAN_PAYMENT", "UTILITY_BILL", "DONATION", "TRAVEL", "FAMILY_SUPPORT", "SALARY_PAYMENT", "OTHER");

    private static final String REQUIRED = "is required";
    private static final String ACCOUNT_ID = "^(InternalAccount|ExternalAccount):[0-9a-fA-F-]{36}$";
    private static final String CUSTOMER_ID = "^Customer:[0-9a-f-]{36}$";
    private static final String A_CUSTOMER_ID = "must be a customer id (Customer:<uuid>)";
    private static final String LENGTH = "must be {min} to {max} characters long";

    /** The body of {@code POST /quotes} (and the agents' quotes). */
    record QuoteRequest(
            @Pattern(regexp = "^Lookup:[0-9a-fA-F-]{36}$", message = "must be a lookup id (Lookup:<uuid>) from GET /receiver/...") String lookupId,
            @NotNull(message = REQUIRED) @Valid Source source,
            @NotNull(message = REQUIRED) @Valid Destination destination,
            @NotNull(message = REQUIRED) @OneOf({"SENDING", "RECEIVING"}) String lockedCurrencySide,
            @NotNull(message = REQUIRED) @IntegerRange(min = 1, max = MAX_AMOUNT) Long lockedCurrencyAmount,
            Boolean immediatelyExecute,
            @Size(min = 1, max = 500, message = LENGTH) String description,
            @Size(min = 1, max = 80, message = LENGTH) String remittanceInformation,
            @OneOf({"GIFT", "SELF", "GOODS_OR_SERVICES", "EDUCATION", "HEALTH_OR_MEDICAL", "REAL_ESTATE_PURCHASE", "TAX_PAYMENT", "LOAN_PAYMENT",
                "UTILITY_BILL", "DONATION", "TRAVEL", "FAMILY_SUPPORT", "SALARY_PAYMENT", "OTHER"}) String purposeOfPayment,
            @Valid FeeOverride platformFeeOverride,
            @OneOf({"SMS_OTP", "TOTP", "PASSKEY"}) String scaFactor) {}

    /** Where the money comes from, by its {@code sourceType}. */
    @Variants("sourceType")
    sealed interface Source permits AccountSource, RealtimeSource, AnySource {}

    @Variant("ACCOUNT")
    record AccountSource(
            @NotNull(message = REQUIRED) @OneOf("ACCOUNT") String sourceType,
            @NotNull(message = REQUIRED) @Pattern(regexp = ACCOUNT_ID, message = "must be an InternalAccount or ExternalAccount id") String accountId,
            @Pattern(regexp = CUSTOMER_ID, message = A_CUSTOMER_ID) String customerId) implements Source {}

    @Variant("REALTIME_FUNDING")
    record RealtimeSource(
            @NotNull(message = REQUIRED) @OneOf("REALTIME_FUNDING") String sourceType,
            @NotNull(message = REQUIRED) @Pattern(regexp = CURRENCY_REGEX, message = "must be a currency code such as USD") String currency,
            @Pattern(regexp = CUSTOMER_ID, message = A_CUSTOMER_ID) String customerId,
            @OneOf({"SOLANA", "ETHEREUM", "BASE", "POLYGON", "TRON", "PLASMA", "SPARK", "LIGHTNING", "BITCOIN"}) String cryptoNetwork)
            implements Source {}

    /** A sourceType that is missing or names no source: only its own error is reported. */
    record AnySource(@NotNull(message = REQUIRED) @OneOf({"ACCOUNT", "REALTIME_FUNDING"}) String sourceType) implements Source {}

    /** Where the money goes, by its {@code destinationType}. */
    @Variants("destinationType")
    sealed interface Destination permits AccountDestination, UmaDestination, AnyDestination {}

    @Variant("ACCOUNT")
    record AccountDestination(
            @NotNull(message = REQUIRED) @OneOf("ACCOUNT") String destinationType,
            @NotNull(message = REQUIRED) @Pattern(regexp = ACCOUNT_ID, message = "must be an ExternalAccount or InternalAccount id") String accountId,
            @OneOf({"ACH", "ACH_COLOMBIA", "BANK_TRANSFER", "BRE_B", "CIPS", "FAST", "FASTER_PAYMENTS", "FEDNOW", "INSTAPAY", "MOBILE_MONEY", "NEFT",
                "PAYNOW", "PESONET", "PIX", "RTGS", "RTP", "SEPA", "SEPA_INSTANT", "SPEI", "SWIFT", "UNIONPAY", "UPI", "WIRE"}) String paymentRail)
            implements Destination {}

    @Variant("UMA_ADDRESS")
    record UmaDestination(
            @NotNull(message = REQUIRED) @OneOf("UMA_ADDRESS") String destinationType,
            @NotNull(message = REQUIRED) @Pattern(regexp = ReceiverLookups.UMA_REGEX, message = "must be a UMA address ($user@domain)") String umaAddress,
            @Pattern(regexp = CURRENCY_REGEX, message = "must be a currency code such as MXN") String currency) implements Destination {}

    /** A destinationType that is missing or names no destination: only its own error is reported. */
    record AnyDestination(@NotNull(message = REQUIRED) @OneOf({"ACCOUNT", "UMA_ADDRESS"}) String destinationType) implements Destination {}

    record FeeOverride(
            @NotNull(message = REQUIRED) @Valid FixedFee platformFixedFee,
            @NotNull(message = REQUIRED) @IntegerRange(min = 0, max = 10_000) Long platformVariableFeeBps) {}

    record FixedFee(
            @NotNull(message = REQUIRED) @IntegerRange(min = 0, max = MAX_AMOUNT) Long amount,
            @NotNull(message = REQUIRED) @Pattern(regexp = CURRENCY_REGEX, message = "must be a currency code") String currency) {}

    private QuoteRequests() {}

    /** A JSON object body checked by {@code shape}: its valid known fields, or every invalid field at once. */
    public static JsonObject checked(JsonValue body, Shape shape) {
        if (!(body instanceof JsonObject in)) {
            throw InvalidFields.of("body", "must be a JSON object");
        }
        FieldErrors errors = new FieldErrors();
        JsonObject valid = shape.check("", in, errors);
        errors.throwIfAny();
        return valid;
    }

    /** A JSON object body read as a {@code type}: the record, or every invalid field at once. */
    public static <R extends Record> R read(JsonValue body, Class<R> type) {
        if (!(body instanceof JsonObject in)) {
            throw InvalidFields.of("body", "must be a JSON object");
        }
        return RequestRecords.read(in, type);
    }

    public static QuoteCommand parse(JsonValue body) {
        QuoteRequest q = read(body, QuoteRequest.class);
        QuoteCommand.FeeOverride fee = null;
        if (q.platformFeeOverride() != null) {
            FeeOverride f = q.platformFeeOverride();
            fee = new QuoteCommand.FeeOverride(f.platformFixedFee().amount(), f.platformFixedFee().currency(), f.platformVariableFeeBps().intValue());
        }
        String description = q.remittanceInformation() != null ? q.remittanceInformation() : q.description();
        return new QuoteCommand(q.lookupId(), source(q.source()), destination(q.destination()), "SENDING".equals(q.lockedCurrencySide()),
                q.lockedCurrencyAmount(), Boolean.TRUE.equals(q.immediatelyExecute()), description, fee);
    }

    /** The source read (its accountId as an account's id once, here); a valid body names an ACCOUNT or REALTIME_FUNDING source. */
    private static QuoteCommand.Source source(Source source) {
        if (source instanceof AccountSource a) {
            return new QuoteCommand.Source(a.sourceType(), AccountRef.parse(a.accountId()), a.customerId(), null, null);
        }
        if (source instanceof RealtimeSource r) {
            return new QuoteCommand.Source(r.sourceType(), null, r.customerId(), r.currency(), r.cryptoNetwork());
        }
        throw new IllegalStateException("no source type was chosen: " + source);
    }

    /** The destination read (its accountId as for {@link #source}); a valid body names an ACCOUNT or UMA_ADDRESS destination. */
    private static QuoteCommand.Destination destination(Destination destination) {
        if (destination instanceof AccountDestination a) {
            return new QuoteCommand.Destination(a.destinationType(), AccountRef.parse(a.accountId()), a.paymentRail(), null, null);
        }
        if (destination instanceof UmaDestination u) {
            return new QuoteCommand.Destination(u.destinationType(), null, null, u.umaAddress(), u.currency());
        }
        throw new IllegalStateException("no destination type was chosen: " + destination);
    }

    public static String text(JsonObject o, String name, String orElse) {
        return o.get(name) instanceof JsonString s ? s.getString() : orElse;
    }
}
