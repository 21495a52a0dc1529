package net.ccpay.quote.stablecoins.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.OneOf;
import net.ccpay.common.validation.Shape;
import net.ccpay.quote.payments.api.QuoteRequests;
import net.ccpay.quote.stablecoins.application.StablecoinCommands;
import net.ccpay.quote.external.domain.AccountRef;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccountId;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccountNotFound;

import java.util.List;
import java.util.regex.Pattern;

/** The request bodies and query parameters of the stablecoin operations, checked once, every invalid field at once. */
final class StablecoinRequests {

    static final List<String> PROVIDERS = List.of("BRALE");
    static final List<String> ISSUANCE_STATUSES = List.of("PENDING_REVIEW", "PROVISIONING", "PROVISIONED", "REJECTED", "FAILED");
    static final List<String> GRID_OPERATIONS_STATUSES = List.of("NOT_ENABLED", "PENDING_APPROVAL", "ENABLING", "ENABLED", "DISABLED");
    static final List<String> LINK_STATUSES = List.of("ACTIVE", "INVALID", "REVOKED");
    static final List<String> OPERATION_TYPES = List.of("MINT", "BURN");
    static final List<String> PAYOUT_RAILS = List.of("WIRE", "ACH_CREDIT", "SAME_DAY_ACH_CREDIT", "RTP_CREDIT");

    private static final Pattern AMOUNT = Pattern.compile("^0*[1-9][0-9]{0,17}$");
    private static final String AMOUNT_WHAT = "a positive whole number of the coin's smallest unit written as a string (at most 18 digits), such as \"1000000\"";
    private static final Pattern INTERNAL = Pattern.compile("^InternalAccount:[0-9a-fA-F-]{36}$");
    private static final Pattern EXTERNAL = Pattern.compile("^ExternalAccount:[0-9a-fA-F-]{36}$");
    private static final Pattern ANY_ACCOUNT = Pattern.compile("^(InternalAccount|ExternalAccount):[0-9a-fA-F-]{36}$");

    private static final String REQUIRED = "is required";
    private static final String LENGTH = "must be {min} to {max} characters long";

    /** The body of {@code POST /stablecoins/provider-accounts}: a link to the provider's API. */
    record LinkRequest(
            @NotNull(message = REQUIRED) @OneOf("BRALE") String provider,
            @NotNull(message = REQUIRED) @Size(min = 1, max = 255, message = LENGTH) String apiClientId,
            @NotNull(message = REQUIRED) @Size(min = 1, max = 1024, message = LENGTH) String apiClientSecret,
            @jakarta.validation.constraints.Pattern(regexp = "^[A-Za-z0-9_-]{1,100}$",
                    message = "must be a provider account id (letters, digits, _ and -)") String providerAccountId) {}

    /** The body of the stablecoin registration. */
    record RegisterRequest(
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = "^[A-Z0-9]{3,5}$", message = "must be the provider's "
                    + "token identifier: 3 to 5 capital letters or digits (it becomes the currency code), such as ACME") String providerTokenIdentifier,
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = "^btkn[a-z]{0,4}1[02-9ac-hj-np-z]{20,120}$",
                    message = "must be a Spark token identifier (bech32m, btkn…1…)") String networkTokenIdentifier,
            @NotNull(message = REQUIRED) @OneOf("SPARK") String network,
            @jakarta.validation.constraints.Pattern(regexp = "^StablecoinProviderAccount:[0-9a-fA-F-]{36}$",
                    message = "must be a provider account link id (StablecoinProviderAccount:<uuid>)") String stablecoinProviderAccountId) {}

    /** Funding variants built so far; GRID_INTERNAL_ACCOUNT is built, PROVIDER_INTERNAL_BALANCE is not yet. */
    static final List<String> FUNDING_TYPES = List.of("WIRE", "ACH_DEBIT", "SAME_DAY_ACH_DEBIT", "GRID_INTERNAL_ACCOUNT");
    static final List<String> BURN_SOURCE_TYPES = List.of("EXTERNAL_ACCOUNT", "GRID_INTERNAL_ACCOUNT", "PROVIDER_INTERNAL_BALANCE");

    private static final Shape MINT = Shape.object()
            .pattern("amount", true, AMOUNT, AMOUNT_WHAT)
            .union("fundingSource", true, o -> switch (text(o, "type")) {
                case "WIRE" -> Shape.object().oneOf("type", true, FUNDING_TYPES);
                case "ACH_DEBIT", "SAME_DAY_ACH_DEBIT" -> Shape.object().oneOf("type", true, FUNDING_TYPES)
                        .pattern("externalAccountId", true, EXTERNAL, "an external account id (ExternalAccount:<uuid>)");
                case "GRID_INTERNAL_ACCOUNT" -> Shape.object().oneOf("type", true, FUNDING_TYPES)
                        .pattern("accountId", true, INTERNAL, "an internal account id (InternalAccount:<uuid>)");
                default -> Shape.object().oneOf("type", true, FUNDING_TYPES);
            }, "a mint funding source")
            .nested("destination", true, Shape.object()
                    .pattern("accountId", true, ANY_ACCOUNT, "an ExternalAccount or InternalAccount id"))
            .string("description", false, 1, 1024);

    private static final Shape BURN = Shape.object()
            .pattern("amount", true, AMOUNT, AMOUNT_WHAT)
            .union("source", true, o -> "GRID_INTERNAL_ACCOUNT".equals(text(o, "type"))
                    ? Shape.object().oneOf("type", true, BURN_SOURCE_TYPES).pattern("accountId", true, INTERNAL, "an internal account id (InternalAccount:<uuid>)")
                    : Shape.object().oneOf("type", true, BURN_SOURCE_TYPES), "a burn source")
            .nested("destination", true, Shape.object()
                    .oneOf("type", true, List.of("EXTERNAL_ACCOUNT"))
                    .pattern("externalAccountId", true, EXTERNAL, "an external account id (ExternalAccount:<uuid>)")
                    .oneOf("rail", true, PAYOUT_RAILS))
            .string("description", false, 1, 1024);

    private StablecoinRequests() {}

    static StablecoinCommands.Link link(JsonValue body) {
        LinkRequest r = QuoteRequests.read(body, LinkRequest.class);
        return new StablecoinCommands.Link(r.provider(), r.apiClientId(), r.apiClientSecret(), r.providerAccountId());
    }

    static StablecoinCommands.Register register(JsonValue body) {
        RegisterRequest r = QuoteRequests.read(body, RegisterRequest.class);
        String link = r.stablecoinProviderAccountId();
        return new StablecoinCommands.Register(r.providerTokenIdentifier(), r.networkTokenIdentifier(), r.network(), link == null ? null
                        : StablecoinProviderAccountId.parse(link).orElseThrow(() -> StablecoinProviderAccountNotFound.withId(link)));
    }

    static StablecoinCommands.Mint mint(JsonValue body) {
        JsonObject o = QuoteRequests.checked(body, MINT);
        JsonObject f = o.getJsonObject("fundingSource");
        String funding = f.containsKey("externalAccountId") ? f.getString("externalAccountId") : text(f, "accountId", null);
        return new StablecoinCommands.Mint(Long.parseLong(o.getString("amount")), f.getString("type"), funding == null ? null : AccountRef.parse(funding),
                AccountRef.parse(o.getJsonObject("destination").getString("accountId")), text(o, "description", null));
    }

    static StablecoinCommands.Burn burn(JsonValue body) {
        JsonObject o = QuoteRequests.checked(body, BURN);
        JsonObject s = o.getJsonObject("source");
        JsonObject d = o.getJsonObject("destination");
        String source = text(s, "accountId", null);
        return new StablecoinCommands.Burn(Long.parseLong(o.getString("amount")), s.getString("type"), source == null ? null : AccountRef.parse(source),
                AccountRef.parse(d.getString("externalAccountId")), d.getString("rail"), text(o, "description", null));
    }

    /** An optional enum query parameter; an unknown value is reported into {@code errors}. */
    static String oneOf(String name, String value, List<String> values, FieldErrors errors) {
        if (value == null) {
            return null;
        }
        if (!values.contains(value)) {
            errors.add(name, FieldError.Constraint.oneOf(values), "must be one of " + String.join(", ", values));
            return null;
        }
        return value;
    }

    private static String text(JsonObject o, String name) {
        return text(o, name, "");
    }

    private static String text(JsonObject o, String name, String orElse) {
        return o.get(name) instanceof JsonString s ? s.getString() : orElse;
    }
}
