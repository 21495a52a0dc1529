package net.ccpay.quote.cards.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.validation.Shape;
import net.ccpay.quote.cards.application.Cards;
import net.ccpay.quote.cards.domain.CardState;
import net.ccpay.quote.external.domain.AccountRef;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * How the card bodies were read before their request records (common's Shape and the checks around it),
 * kept as the oracle of {@link CardRequestRecordsTest}.
 */
final class FormerCardRequests {
    private FormerCardRequests() {}

    static final Pattern CUSTOMER_ID = Pattern.compile("^Customer:[0-9a-fA-F-]{36}$");
    static final Pattern ACCOUNT_ID = Pattern.compile("^InternalAccount:[0-9a-fA-F-]{36}$");
    static final Pattern TX_ID = Pattern.compile("^CardTransaction:[0-9a-fA-F-]{36}$");
    static final int MAX_SOURCES = 10;

    private static final Shape SOURCES_ITEM = Shape.item().pattern("", true, ACCOUNT_ID, "an internal account id (InternalAccount:<uuid>)");

    static final Shape CREATE = Shape.object()
            .pattern("cardholderId", true, CUSTOMER_ID, "a customer id (Customer:<uuid>)")
            .string("platformCardId", false, 1, 255)
            .string("threeDSecurePassword", false, 1, 100)
            .oneOf("form", true, List.of("VIRTUAL"))
            .arrayOf("fundingSources", true, MAX_SOURCES, SOURCES_ITEM)
            .integer("maxSpendPerTransaction", false, 1, Long.MAX_VALUE);

    private static final Shape MERCHANT = Shape.object()
            .string("descriptor", true, 1, 255)
            .pattern("mcc", false, Pattern.compile("^[0-9]{4}$"), "a four-digit merchant category code")
            .country("country", false);

    static final Shape AUTHORIZATION = Shape.object()
            .integer("amount", true, 1, Long.MAX_VALUE)
            .nested("currency", true, Shape.object().pattern("code", true, Pattern.compile("^[A-Z]{3,5}$"), "a currency code such as USD"))
            .nested("merchant", true, MERCHANT);

    static final Shape BALANCE_INQUIRY = Shape.object().nested("merchant", true, MERCHANT);

    static final Shape UPDATE = Shape.object()
            .oneOf("state", false, List.of("ACTIVE", "FROZEN", "CLOSED"))
            .arrayOf("fundingSources", false, MAX_SOURCES, SOURCES_ITEM)
            .integer("maxSpendPerTransaction", false, 1, Long.MAX_VALUE);

    static final Shape CLEARING = Shape.object()
            .pattern("cardTransactionId", true, TX_ID, "a card transaction id (CardTransaction:<uuid>)")
            .integer("amount", true, 0, Long.MAX_VALUE);

    static final Shape POSITIVE_AMOUNT = Shape.object()
            .pattern("cardTransactionId", true, TX_ID, "a card transaction id (CardTransaction:<uuid>)")
            .integer("amount", true, 1, Long.MAX_VALUE);

    static final Shape TX_REF = Shape.object()
            .pattern("cardTransactionId", true, TX_ID, "a card transaction id (CardTransaction:<uuid>)");

    static JsonObject checked(JsonValue body, Shape shape, FieldErrors errors) {
        if (!(body instanceof JsonObject in)) {
            throw InvalidFields.of("body", "must be a JSON object");
        }
        return shape.check("", in, errors);
    }

    static Cards.IssueCommand issue(JsonValue body) {
        FieldErrors errors = new FieldErrors();
        JsonObject o = checked(body, CREATE, errors);
        if (body instanceof JsonObject in && in.get("fundingSources") instanceof JsonArray a && a.isEmpty()) {
            errors.add("fundingSources", "must name at least one internal account");
        }
        errors.throwIfAny();
        List<String> sources = strings(o.getJsonArray("fundingSources"));
        if (sources.stream().distinct().count() != sources.size()) {
            throw InvalidFields.of("fundingSources", "must not name an account twice");
        }
        Long limit = o.containsKey("maxSpendPerTransaction") ? o.getJsonNumber("maxSpendPerTransaction").longValueExact() : null;
        return new Cards.IssueCommand(o.getString("cardholderId"), o.getString("platformCardId", null), accounts(sources), limit);
    }

    static Cards.UpdateCommand update(JsonValue body) {
        FieldErrors errors = new FieldErrors();
        JsonObject o = checked(body, UPDATE, errors);
        JsonObject in = (JsonObject) body;
        if (in.get("fundingSources") instanceof JsonArray a && a.isEmpty()) {
            errors.add("fundingSources", "must name at least one internal account; freeze the card to stop it spending");
        }
        boolean limitPresent = in.containsKey("maxSpendPerTransaction");
        if (!in.containsKey("state") && !in.containsKey("fundingSources") && !limitPresent) {
            errors.add("body", "must have at least one of state, fundingSources, maxSpendPerTransaction");
        }
        if ("CLOSED".equals(o.getString("state", null))) {
            if (in.containsKey("fundingSources")) {
                errors.add("fundingSources", "cannot be changed when closing the card");
            }
            if (limitPresent) {
                errors.add("maxSpendPerTransaction", "cannot be changed when closing the card");
            }
        }
        errors.throwIfAny();
        Optional<CardState> state = Optional.ofNullable(o.getString("state", null)).map(CardState::valueOf);
        Optional<List<String>> sources = Optional.ofNullable(o.getJsonArray("fundingSources")).map(FormerCardRequests::strings);
        if (sources.isPresent() && sources.get().stream().distinct().count() != sources.get().size()) {
            throw InvalidFields.of("fundingSources", "must not name an account twice");
        }
        Long limit = o.get("maxSpendPerTransaction") instanceof JsonNumber n ? n.longValueExact() : null;
        return new Cards.UpdateCommand(state, sources.map(FormerCardRequests::accounts), limitPresent, limit);
    }

    private static List<AccountRef> accounts(List<String> ids) {
        return ids.stream().map(AccountRef::parse).toList();
    }

    private static List<String> strings(JsonArray a) {
        return a.getValuesAs(JsonString.class).stream().map(JsonString::getString).toList();
    }
}
