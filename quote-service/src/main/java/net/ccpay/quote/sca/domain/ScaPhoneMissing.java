package net.ccpay.quote.sca.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/**
 * An SCA challenge, outside sandbox mode, for a customer without a phone number (409 CONFLICT): its code would have
 * nowhere to go. The same answer as customer-service's login challenge gives.
 */
public class ScaPhoneMissing extends DomainException {
    public ScaPhoneMissing(String customerId) {
        super(Kind.CONFLICT, ErrorCode.CONFLICT, "Customer " + customerId + " has no phoneNumber, so its SMS_OTP code cannot be sent: "
                + "set it with PATCH /customers/" + customerId + " first");
    }
}
