package net.ccpay.auth.wallet.delegated.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** The card, its funding source, or the Embedded Wallet the request names is not found: 404 REFERENCE_NOT_FOUND. */
public final class FundingSourceNotFound extends DomainException {
    public FundingSourceNotFound(String message) {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, message);
    }
}
