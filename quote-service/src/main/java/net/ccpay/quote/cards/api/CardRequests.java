package net.ccpay.quote.cards.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.validation.IntegerRange;
import net.ccpay.common.validation.OneOf;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.common.validation.CountryCode;
import net.ccpay.quote.cards.application.Cards;
import net.ccpay.quote.cards.domain.CardState;
import net.ccpay.quote.cards.domain.CardTransaction;
import net.ccpay.quote.external.domain.AccountRef;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/** The card operations' request bodies, checked field by field (every invalid field reported at once). */
final class CardRequests {

    static final String CUSTOMER_REGEX = "^Customer:[0-9a-fA-F-]{36}$";
    static final String ACCOUNT_REGEX = "^InternalAccount:[0-9a-fA-F-]{36}$";
    static final String TX_REGEX = "^CardTransaction:[0-9a-fA-F-]{36}$";
    static final Pattern CUSTOMER_ID = Pattern.compile(CUSTOMER_REGEX);
    static final Pattern ACCOUNT_ID = Pattern.compile(ACCOUNT_REGEX);
    static final int MAX_SOURCES = 10;

    static final String REQUIRED = "is required";
    static final String AN_ACCOUNT_ID = "must be an internal account id (InternalAccount:<uuid>)";
    static final String A_TX_ID = "must be a card transaction id (CardTransaction:<uuid>)";
    static final String SOURCES = "must be an array of at most {max} items";

    /** The body of {@code POST /cards}. */
    record CreateRequest(
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = CUSTOMER_REGEX,
                    message = "must be a customer id (Customer:<uuid>)") String cardholderId,
            @Size(min = 1, max = 255, message = "must be {min} to {max} characters long") String platformCardId,
            @Size(min = 1, max = 100, message = "must be {min} to {max} characters long") String threeDSecurePassword,
            @NotNull(message = REQUIRED) @OneOf("VIRTUAL") String form,
            @NotNull(message = REQUIRED) @Size(max = MAX_SOURCES, message = SOURCES)
            List<@jakarta.validation.constraints.Pattern(regexp = ACCOUNT_REGEX, message = AN_ACCOUNT_ID) String> fundingSources,
            @IntegerRange(min = 1) Long maxSpendPerTransaction) {}

    /** The body of {@code PATCH /cards/{id}}: every field may be left out (at least one is checked after). */
    record UpdateRequest(
            @OneOf({"ACTIVE", "FROZEN", "CLOSED"}) String state,
            @Size(max = MAX_SOURCES, message = SOURCES)
            List<@jakarta.validation.constraints.Pattern(regexp = ACCOUNT_REGEX, message = AN_ACCOUNT_ID) String> fundingSources,
            @IntegerRange(min = 1) Long maxSpendPerTransaction) {}

    /** The body of the sandbox's clearing: an amount that may be zero. */
    record ClearingRequest(
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = TX_REGEX, message = A_TX_ID) String cardTransactionId,
            @NotNull(message = REQUIRED) @IntegerRange(min = 0) Long amount) {}

    /** The body of the sandbox's return and authorization advice. */
    record AmountRequest(
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = TX_REGEX, message = A_TX_ID) String cardTransactionId,
            @NotNull(message = REQUIRED) @IntegerRange(min = 1) Long amount) {}

    /** The body of the sandbox's return reversal. */
    record TxRefRequest(
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = TX_REGEX, message = A_TX_ID) String cardTransactionId) {}

    /** A card transaction's merchant, as the sandbox's authorizations and balance inquiry give it. */
    record Merchant(
            @NotNull(message = REQUIRED) @Size(min = 1, max = 255, message = "must be {min} to {max} characters long") String descriptor,
            @jakarta.validation.constraints.Pattern(regexp = "^[0-9]{4}$", message = "must be a four-digit merchant category code") String mcc,
            @CountryCode String country) {}

    /** An authorization's currency. */
    record CurrencyCode(
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = "^[A-Z]{3,5}$",
                    message = "must be a currency code such as USD") String code) {}

    /** The body of the sandbox's authorizations (plain, financial, credit and their advice). */
    record AuthorizationRequest(
            @NotNull(message = REQUIRED) @IntegerRange(min = 1) Long amount,
            @NotNull(message = REQUIRED) @Valid CurrencyCode currency,
            @NotNull(message = REQUIRED) @Valid Merchant merchant) {}

    /** The body of the sandbox's balance inquiry. */
    record BalanceInquiryRequest(@NotNull(message = REQUIRED) @Valid Merchant merchant) {}

    private CardRequests() {}

    static <R extends Record> R read(JsonValue body, Class<R> type, FieldErrors errors) {
        return RequestRecords.read(object(body), type, errors);
    }

    private static JsonObject object(JsonValue body) {
        if (!(body instanceof JsonObject in)) {
            throw InvalidFields.of("body", "must be a JSON object");
        }
        return in;
    }

    static Cards.IssueCommand issue(JsonValue body) {
        FieldErrors errors = new FieldErrors();
        CreateRequest r = read(body, CreateRequest.class, errors);
        if (body instanceof JsonObject in && in.get("fundingSources") instanceof JsonArray a && a.isEmpty()) {
            errors.add("fundingSources", "must name at least one internal account");
        }
        errors.throwIfAny();
        List<String> sources = r.fundingSources();
        if (sources.stream().distinct().count() != sources.size()) {
            throw InvalidFields.of("fundingSources", "must not name an account twice");
        }
        return new Cards.IssueCommand(r.cardholderId(), r.platformCardId(), accounts(sources), r.maxSpendPerTransaction());
    }

    static Cards.UpdateCommand update(JsonValue body) {
        FieldErrors errors = new FieldErrors();
        UpdateRequest r = read(body, UpdateRequest.class, errors);
        JsonObject in = (JsonObject) body;
        String state = errors.has("state") ? null : r.state();
        if (in.get("fundingSources") instanceof JsonArray a && a.isEmpty()) {
            errors.add("fundingSources", "must name at least one internal account; freeze the card to stop it spending");
        }
        boolean limitPresent = in.containsKey("maxSpendPerTransaction");
        if (!in.containsKey("state") && !in.containsKey("fundingSources") && !limitPresent) {
            errors.add("body", "must have at least one of state, fundingSources, maxSpendPerTransaction");
        }
        if ("CLOSED".equals(state)) {
            if (in.containsKey("fundingSources")) {
                errors.add("fundingSources", "cannot be changed when closing the card");
            }
            if (limitPresent) {
                errors.add("maxSpendPerTransaction", "cannot be changed when closing the card");
            }
        }
        errors.throwIfAny();
        Optional<List<String>> sources = Optional.ofNullable(r.fundingSources());
        if (sources.isPresent() && sources.get().stream().distinct().count() != sources.get().size()) {
            throw InvalidFields.of("fundingSources", "must not name an account twice");
        }
        return new Cards.UpdateCommand(Optional.ofNullable(state).map(CardState::valueOf), sources.map(CardRequests::accounts), limitPresent,
                r.maxSpendPerTransaction());
    }

    /** The funding sources' ids, each read once as an account's id. */
    private static List<AccountRef> accounts(List<String> ids) {
        return ids.stream().map(AccountRef::parse).toList();
    }

    static CardTransaction.Merchant merchant(Merchant m) {
        return new CardTransaction.Merchant(m.descriptor(), m.mcc(), m.country());
    }
}
