package net.ccpay.quote.stablecoins.application;

/** The checked requests of the stablecoin operations (the API parses and validates their shape). */
public final class StablecoinCommands {

    private StablecoinCommands() {}

    public record Link(String provider, String apiClientId, String apiClientSecret, String providerAccountId) {}

    public record Register(String providerTokenIdentifier, String networkTokenIdentifier, String network, String stablecoinProviderAccountId) {}

    /** {@code fundingAccountId}: the external account of an ACH debit, or the internal account of GRID_INTERNAL_ACCOUNT. */
    public record Mint(long amount, String fundingType, String fundingAccountId, String destinationAccountId, String description) {}

    /** {@code sourceAccountId}: the internal account of GRID_INTERNAL_ACCOUNT, else null. */
    public record Burn(long amount, String sourceType, String sourceAccountId, String destinationExternalAccountId, String rail, String description) {}

    /** Filters of the lists (null: any). */
    public record CoinFilter(String issuanceStatus, String gridOperationsStatus, String provider) {}
}
