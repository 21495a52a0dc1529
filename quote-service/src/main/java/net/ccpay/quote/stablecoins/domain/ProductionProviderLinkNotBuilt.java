package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** Linking a stablecoin provider account in production is in the contract but not built yet (501). */
public class ProductionProviderLinkNotBuilt extends DomainException {
    public ProductionProviderLinkNotBuilt() {
        super(Kind.NOT_IMPLEMENTED, ErrorCode.NOT_IMPLEMENTED, "Linking a production stablecoin provider account"
                + " is not implemented in this version of the platform yet; see the README's list of missing operations");
    }
}
