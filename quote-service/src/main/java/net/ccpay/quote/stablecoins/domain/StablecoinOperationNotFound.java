package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No stablecoin operation has this id. */
public class StablecoinOperationNotFound extends DomainException {
    public StablecoinOperationNotFound(String id) {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, "Stablecoin operation " + id + " not found");
    }
}
