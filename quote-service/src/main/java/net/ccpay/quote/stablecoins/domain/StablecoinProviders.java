package net.ccpay.quote.stablecoins.domain;

import java.util.Optional;

/**
 * The port to the stablecoin provider (Brale): verifying linked credentials, reading the metadata of
 * its tokens, and the deposit coordinates issuers send funds to. The sandbox adapter answers from
 * {@link StablecoinSandboxRules}.
 */
public interface StablecoinProviders {

    /** What verifying the credentials found: the link's status and the provider account they open. */
    record Verification(StablecoinProviderAccount.Status status, String providerAccountId) {}

    Verification verify(String provider, String apiClientId, String apiClientSecret, String providerAccountId);

    /** The provider's token of this identifier, if it has one for the account. */
    Optional<ProviderToken> token(StablecoinProviderAccount link, String providerTokenIdentifier);

    /** Contract-shaped funding instructions (JSON) for an operation that waits for the issuer's funds. */
    String fundingInstructions(Stablecoin coin, StablecoinOperation operation);
}
