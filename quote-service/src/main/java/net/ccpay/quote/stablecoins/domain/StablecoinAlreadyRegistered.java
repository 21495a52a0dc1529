package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** A stablecoin with this provider token or network token is registered already. */
public class StablecoinAlreadyRegistered extends DomainException {
    public StablecoinAlreadyRegistered(String what) {
        super(Kind.CONFLICT, ErrorCode.CONFLICT, what + " is registered already");
    }
}
