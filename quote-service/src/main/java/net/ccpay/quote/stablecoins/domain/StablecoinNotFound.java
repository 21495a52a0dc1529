package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No stablecoin registered to the platform has this id. */
public class StablecoinNotFound extends DomainException {
    public StablecoinNotFound(String id) {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, "Stablecoin " + id + " not found");
    }
}
