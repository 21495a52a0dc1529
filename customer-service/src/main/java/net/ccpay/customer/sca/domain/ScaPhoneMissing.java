package net.ccpay.customer.sca.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** An SMS_OTP challenge for a customer without a phone number (409 CONFLICT): there is nowhere to send its code. */
public class ScaPhoneMissing extends DomainException {
    public ScaPhoneMissing(String customerId) {
        super(Kind.CONFLICT, ErrorCode.CONFLICT, "Customer " + customerId + " has no phoneNumber, so its SMS_OTP code cannot be sent: "
                + "set it with PATCH /customers/" + customerId + " first");
    }
}
