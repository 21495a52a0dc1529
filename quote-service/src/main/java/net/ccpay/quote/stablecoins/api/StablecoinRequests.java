package net.ccpay.quote.stablecoins.api;

import jakarta.json.JsonValue;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import net.ccpay.common.validation.OneOf;
import net.ccpay.common.validation.Variant;
import net.ccpay.common.validation.Variants;
import net.ccpay.quote.payments.api.QuoteRequests;
import net.ccpay.quote.stablecoins.application.StablecoinCommands;
import net.ccpay.quote.external.domain.AccountRef;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccountId;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccountNotFound;

import java.util.List;

/** The request bodies and query parameters of the stablecoin operations, checked once, every invalid field at once. */
final class StablecoinRequests {

    static final List<String> PROVIDERS = List.of("BRALE");
    static final List<String> OPERATION_TYPES = List.of("MINT", "BURN");
    static final List<String> PAYOUT_RAILS = List.of("WIRE", "ACH_CREDIT", "SAME_DAY_ACH_CREDIT", "RTP_CREDIT");

    private static final String AMOUNT_WHAT = "a positive whole number of the coin's smallest unit written as a string (at most 18 digits), such as \"1000000\"";

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

    private static final String AMOUNT_REGEX = "^0*[1-9][0-9]{0,17}$";
    private static final String A_AMOUNT = "must be " + AMOUNT_WHAT;
    private static final String INTERNAL_ID = "^InternalAccount:[0-9a-fA-F-]{36}$";
    private static final String EXTERNAL_ID = "^ExternalAccount:[0-9a-fA-F-]{36}$";
    private static final String AN_INTERNAL_ID = "must be an internal account id (InternalAccount:<uuid>)";
    private static final String AN_EXTERNAL_ID = "must be an external account id (ExternalAccount:<uuid>)";

    /** The body of a mint. */
    record MintRequest(
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = AMOUNT_REGEX, message = A_AMOUNT) String amount,
            @NotNull(message = REQUIRED) @Valid MintFunding fundingSource,
            @NotNull(message = REQUIRED) @Valid MintDestination destination,
            @Size(min = 1, max = 1024, message = LENGTH) String description) {}

    /** How a mint is funded, by its {@code type}. */
    @Variants("type")
    sealed interface MintFunding permits WireFunding, AchFunding, InternalFunding, AnyFunding {}

    @Variant("WIRE")
    record WireFunding(@NotNull(message = REQUIRED) @OneOf({"WIRE", "ACH_DEBIT", "SAME_DAY_ACH_DEBIT", "GRID_INTERNAL_ACCOUNT"}) String type)
            implements MintFunding {}

    @Variant({"ACH_DEBIT", "SAME_DAY_ACH_DEBIT"})
    record AchFunding(
            @NotNull(message = REQUIRED) @OneOf({"WIRE", "ACH_DEBIT", "SAME_DAY_ACH_DEBIT", "GRID_INTERNAL_ACCOUNT"}) String type,
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = EXTERNAL_ID, message = AN_EXTERNAL_ID) String externalAccountId)
            implements MintFunding {}

    @Variant("GRID_INTERNAL_ACCOUNT")
    record InternalFunding(
            @NotNull(message = REQUIRED) @OneOf({"WIRE", "ACH_DEBIT", "SAME_DAY_ACH_DEBIT", "GRID_INTERNAL_ACCOUNT"}) String type,
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = INTERNAL_ID, message = AN_INTERNAL_ID) String accountId)
            implements MintFunding {}

    /** A type that is missing or names no funding built: only its own error is reported. */
    record AnyFunding(@NotNull(message = REQUIRED) @OneOf({"WIRE", "ACH_DEBIT", "SAME_DAY_ACH_DEBIT", "GRID_INTERNAL_ACCOUNT"}) String type)
            implements MintFunding {}

    record MintDestination(
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = "^(InternalAccount|ExternalAccount):[0-9a-fA-F-]{36}$",
                    message = "must be an ExternalAccount or InternalAccount id") String accountId) {}

    /** The body of a burn. */
    record BurnRequest(
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = AMOUNT_REGEX, message = A_AMOUNT) String amount,
            @NotNull(message = REQUIRED) @Valid BurnSource source,
            @NotNull(message = REQUIRED) @Valid BurnDestination destination,
            @Size(min = 1, max = 1024, message = LENGTH) String description) {}

    /** Where the burnt coins come from, by its {@code type}: only GRID_INTERNAL_ACCOUNT names an account. */
    @Variants("type")
    sealed interface BurnSource permits InternalBurnSource, OtherBurnSource {}

    @Variant("GRID_INTERNAL_ACCOUNT")
    record InternalBurnSource(
            @NotNull(message = REQUIRED) @OneOf({"EXTERNAL_ACCOUNT", "GRID_INTERNAL_ACCOUNT", "PROVIDER_INTERNAL_BALANCE"}) String type,
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = INTERNAL_ID, message = AN_INTERNAL_ID) String accountId)
            implements BurnSource {}

    /** Any other type: EXTERNAL_ACCOUNT and PROVIDER_INTERNAL_BALANCE name nothing more; a missing or unknown type is reported. */
    record OtherBurnSource(@NotNull(message = REQUIRED) @OneOf({"EXTERNAL_ACCOUNT", "GRID_INTERNAL_ACCOUNT", "PROVIDER_INTERNAL_BALANCE"}) String type)
            implements BurnSource {}

    record BurnDestination(
            @NotNull(message = REQUIRED) @OneOf("EXTERNAL_ACCOUNT") String type,
            @NotNull(message = REQUIRED) @jakarta.validation.constraints.Pattern(regexp = EXTERNAL_ID, message = AN_EXTERNAL_ID) String externalAccountId,
            @NotNull(message = REQUIRED) @OneOf({"WIRE", "ACH_CREDIT", "SAME_DAY_ACH_CREDIT", "RTP_CREDIT"}) String rail) {}

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
        MintRequest r = QuoteRequests.read(body, MintRequest.class);
        String funding = r.fundingSource() instanceof AchFunding a ? a.externalAccountId()
                : r.fundingSource() instanceof InternalFunding i ? i.accountId() : null;
        return new StablecoinCommands.Mint(Long.parseLong(r.amount()), type(r.fundingSource()), funding == null ? null : AccountRef.parse(funding),
                AccountRef.parse(r.destination().accountId()), r.description());
    }

    static StablecoinCommands.Burn burn(JsonValue body) {
        BurnRequest r = QuoteRequests.read(body, BurnRequest.class);
        String source = r.source() instanceof InternalBurnSource i ? i.accountId() : null;
        String type = r.source() instanceof InternalBurnSource i ? i.type() : ((OtherBurnSource) r.source()).type();
        return new StablecoinCommands.Burn(Long.parseLong(r.amount()), type, source == null ? null : AccountRef.parse(source),
                AccountRef.parse(r.destination().externalAccountId()), r.destination().rail(), r.description());
    }

    /** The funding's type; a valid body names one of the fundings built. */
    private static String type(MintFunding f) {
        if (f instanceof WireFunding w) {
            return w.type();
        }
        if (f instanceof AchFunding a) {
            return a.type();
        }
        if (f instanceof InternalFunding i) {
            return i.type();
        }
        throw new IllegalStateException("no funding type was chosen: " + f);
    }

}
