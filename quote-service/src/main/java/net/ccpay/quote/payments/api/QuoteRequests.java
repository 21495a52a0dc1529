package net.ccpay.quote.payments.api;

import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.common.validation.Shape;
import net.ccpay.quote.external.domain.AccountRef;
import net.ccpay.quote.payments.domain.QuoteCommand;
import net.ccpay.quote.receiver.application.ReceiverLookups;

import java.util.List;
import java.util.regex.Pattern;

/** The create-quote body checked at the edge (every invalid field at once) and turned into a {@link QuoteCommand}. */
public final class QuoteRequests {

    static final long MAX_AMOUNT = 9_000_000_000_000_000L;
    static final String CURRENCY_REGEX = "^[A-Z0-9]{3,5}$";
    static final Pattern CURRENCY = Pattern.compile(CURRENCY_REGEX);
    static final List<String> RAILS = List.of("ACH", "ACH_COLOMBIA", "BANK_TRANSFER", "BRE_B", "CIPS", "FAST", "FASTER_PAYMENTS", "FEDNOW",
            "INSTAPAY", "MOBILE_MONEY", "NEFT", "PAYNOW", "PESONET", "PIX", "RTGS", "RTP", "SEPA", "SEPA_INSTANT", "SPEI", "SWIFT",
            "UNIONPAY", "UPI", "WIRE");
    static final List<String> NETWORKS = List.of("SOLANA", "ETHEREUM", "BASE", "POLYGON", "TRON", "PLASMA", "SPARK", "LIGHTNING", "BITCOIN");
    static final List<String> PURPOSES = List.of("GIFT", "SELF", "GOODS_OR_SERVICES", "EDUCATION", "HEALTH_OR_MEDICAL", "REAL_ESTATE_PURCHASE",
            "TAX_PAYMENT", "LOAN_PAYMENT", "UTILITY_BILL", "DONATION", "TRAVEL", "FAMILY_SUPPORT", "SALARY_PAYMENT", "OTHER");

    private static final Shape ACCOUNT_SOURCE = Shape.object()
            .oneOf("sourceType", true, List.of("ACCOUNT"))
            .pattern("accountId", true, Pattern.compile("^(InternalAccount|ExternalAccount):[0-9a-fA-F-]{36}$"), "an InternalAccount or ExternalAccount id")
            .pattern("customerId", false, Pattern.compile("^Customer:[0-9a-f-]{36}$"), "a customer id (Customer:<uuid>)");
    private static final Shape REALTIME_SOURCE = Shape.object()
            .oneOf("sourceType", true, List.of("REALTIME_FUNDING"))
            .pattern("currency", true, CURRENCY, "a currency code such as USD")
            .pattern("customerId", false, Pattern.compile("^Customer:[0-9a-f-]{36}$"), "a customer id (Customer:<uuid>)")
            .oneOf("cryptoNetwork", false, NETWORKS);
    private static final Shape ANY_SOURCE = Shape.object().oneOf("sourceType", true, List.of("ACCOUNT", "REALTIME_FUNDING"));
    private static final Shape ACCOUNT_DESTINATION = Shape.object()
            .oneOf("destinationType", true, List.of("ACCOUNT"))
            .pattern("accountId", true, Pattern.compile("^(InternalAccount|ExternalAccount):[0-9a-fA-F-]{36}$"), "an ExternalAccount or InternalAccount id")
            .oneOf("paymentRail", false, RAILS);
    private static final Shape UMA_DESTINATION = Shape.object()
            .oneOf("destinationType", true, List.of("UMA_ADDRESS"))
            .pattern("umaAddress", true, ReceiverLookups.UMA, "a UMA address ($user@domain)")
            .pattern("currency", false, CURRENCY, "a currency code such as MXN");
    private static final Shape ANY_DESTINATION = Shape.object().oneOf("destinationType", true, List.of("ACCOUNT", "UMA_ADDRESS"));
    private static final Shape FEE_OVERRIDE = Shape.object()
            .nested("platformFixedFee", true, Shape.object().integer("amount", true, 0, MAX_AMOUNT).pattern("currency", true, CURRENCY, "a currency code"))
            .integer("platformVariableFeeBps", true, 0, 10_000);
    private static final Shape QUOTE = Shape.object()
            .pattern("lookupId", false, Pattern.compile("^Lookup:[0-9a-fA-F-]{36}$"), "a lookup id (Lookup:<uuid>) from GET /receiver/...")
            .union("source", true, o -> switch (text(o, "sourceType")) {
                case "ACCOUNT" -> ACCOUNT_SOURCE;
                case "REALTIME_FUNDING" -> REALTIME_SOURCE;
                default -> ANY_SOURCE;
            }, "a quote source")
            .union("destination", true, o -> switch (text(o, "destinationType")) {
                case "ACCOUNT" -> ACCOUNT_DESTINATION;
                case "UMA_ADDRESS" -> UMA_DESTINATION;
                default -> ANY_DESTINATION;
            }, "a quote destination")
            .oneOf("lockedCurrencySide", true, List.of("SENDING", "RECEIVING"))
            .integer("lockedCurrencyAmount", true, 1, MAX_AMOUNT)
            .bool("immediatelyExecute", false)
            .string("description", false, 1, 500)
            .string("remittanceInformation", false, 1, 80)
            .oneOf("purposeOfPayment", false, PURPOSES)
            .nested("platformFeeOverride", false, FEE_OVERRIDE)
            .oneOf("scaFactor", false, List.of("SMS_OTP", "TOTP", "PASSKEY"));

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
        JsonObject q = checked(body, QUOTE);
        JsonObject s = q.getJsonObject("source");
        JsonObject d = q.getJsonObject("destination");
        QuoteCommand.FeeOverride fee = null;
        if (q.get("platformFeeOverride") instanceof JsonObject f) {
            JsonObject fixed = f.getJsonObject("platformFixedFee");
            fee = new QuoteCommand.FeeOverride(fixed.getJsonNumber("amount").longValue(), fixed.getString("currency"),
                    f.getJsonNumber("platformVariableFeeBps").intValue());
        }
        String description = q.containsKey("remittanceInformation") ? q.getString("remittanceInformation") : text(q, "description", null);
        return new QuoteCommand(text(q, "lookupId", null),
                new QuoteCommand.Source(s.getString("sourceType"), account(s), text(s, "customerId", null),
                        text(s, "currency", null), text(s, "cryptoNetwork", null)),
                new QuoteCommand.Destination(d.getString("destinationType"), account(d), text(d, "paymentRail", null),
                        text(d, "umaAddress", null), text(d, "currency", null)),
                "SENDING".equals(q.getString("lockedCurrencySide")),
                ((JsonNumber) q.get("lockedCurrencyAmount")).longValueExact(),
                q.getBoolean("immediatelyExecute", false), description, fee);
    }

    /** The side's accountId read as an account's id once, here (null when the side names none). */
    private static AccountRef account(JsonObject side) {
        String id = text(side, "accountId", null);
        return id == null ? null : AccountRef.parse(id);
    }

    private static String text(JsonObject o, String name) {
        return text(o, name, "");
    }

    public static String text(JsonObject o, String name, String orElse) {
        return o.get(name) instanceof JsonString s ? s.getString() : orElse;
    }
}
