package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** The provider account is linked already (in this provider environment). */
public class ProviderAccountAlreadyLinked extends DomainException {
    public ProviderAccountAlreadyLinked(String linkId) {
        super(Kind.CONFLICT, ErrorCode.CONFLICT, "This provider account is linked already as " + linkId);
    }
}
