package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.error.DomainException;

/** Several ACTIVE provider account links could carry the registration: the request must name one. */
public class ProviderAccountSelectionRequired extends DomainException {
    public ProviderAccountSelectionRequired(int active) {
        super(Kind.INVALID, "STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED", "The platform has " + active + " active stablecoin provider account links; pass stablecoinProviderAccountId to choose one");
    }
}
