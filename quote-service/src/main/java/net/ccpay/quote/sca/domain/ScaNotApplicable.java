package net.ccpay.quote.sca.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** The customer does not live where SCA applies, so no trust challenge applies (409 CONFLICT, as customer-service's /sca). */
public class ScaNotApplicable extends DomainException {
    public ScaNotApplicable() {
        super(Kind.CONFLICT, ErrorCode.CONFLICT, "Strong customer authentication is not required in this customer's region; "
                + "no SCA factor, login or trust challenge applies");
    }
}
