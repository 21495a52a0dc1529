package net.ccpay.auth.wallet.credentials.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** A wallet the read model does not know yet could not be looked up: 503 SERVICE_UNAVAILABLE, worth retrying. */
public final class WalletRecordsUnavailable extends DomainException {
    public WalletRecordsUnavailable(String why) {
        super(Kind.UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE, "Wallet records cannot be read right now (" + why + "); retry shortly");
    }
}
