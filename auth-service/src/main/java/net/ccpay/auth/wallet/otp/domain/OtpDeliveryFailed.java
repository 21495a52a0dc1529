package net.ccpay.auth.wallet.otp.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/**
 * The mail server or SMS provider did not take the message (503 SERVICE_UNAVAILABLE; a retry may succeed).
 * The code that was not sent is void; the message names no address, number or code.
 */
public final class OtpDeliveryFailed extends DomainException {

    public OtpDeliveryFailed(String message) {
        super(Kind.UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE, message);
    }
}
