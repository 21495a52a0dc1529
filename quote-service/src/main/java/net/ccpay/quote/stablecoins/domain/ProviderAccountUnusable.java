package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.error.DomainException;

import java.util.Map;

/** The provider account link is INVALID or REVOKED: nothing can be registered or issued through it. */
public class ProviderAccountUnusable extends DomainException {
    public ProviderAccountUnusable(String linkId, StablecoinProviderAccount.Status status) {
        super(Kind.INVALID, "STABLECOIN_PROVIDER_ACCOUNT_" + status.name(),
                status == StablecoinProviderAccount.Status.REVOKED
                        ? "Stablecoin provider account link " + linkId + " has been revoked"
                        : "Stablecoin provider account link " + linkId + " is not usable: the provider does not accept its credentials",
                Map.of("stablecoinProviderAccountId", linkId, "status", status.name()));
    }
}
