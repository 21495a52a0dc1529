package net.ccpay.quote.stablecoins.application;

import net.ccpay.quote.external.domain.AccountRef;
import net.ccpay.quote.stablecoins.domain.Stablecoin;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccountId;

/** The checked requests of the stablecoin operations (the API parses and validates their shape). */
public final class StablecoinCommands {

    private StablecoinCommands() {}

    public record Link(String provider, String apiClientId, String apiClientSecret, String providerAccountId) {}

    /** {@code stablecoinProviderAccountId}: the link to register through, null for the only ACTIVE one. */
    public record Register(String providerTokenIdentifier, String networkTokenIdentifier, String network,
                           StablecoinProviderAccountId stablecoinProviderAccountId) {}

    /**
     * {@code fundingAccount}: the external account of an ACH debit, or the internal account of GRID_INTERNAL_ACCOUNT (null for a
     * wire); {@code destination}: an internal account, or a Spark wallet (an external account).
     */
    public record Mint(long amount, String fundingType, AccountRef fundingAccount, AccountRef destination, String description) {}

    /** {@code sourceAccount}: the internal account of GRID_INTERNAL_ACCOUNT, else null; {@code destination}: an external account. */
    public record Burn(long amount, String sourceType, AccountRef sourceAccount, AccountRef destination, String rail, String description) {}

    /** Filters of the lists (null: any). */
    public record CoinFilter(Stablecoin.IssuanceStatus issuanceStatus, Stablecoin.GridOperationsStatus gridOperationsStatus, String provider) {}
}
