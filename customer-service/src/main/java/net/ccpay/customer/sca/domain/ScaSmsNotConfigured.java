package net.ccpay.customer.sca.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.List;

/** SMS_OTP challenges need the platform's SMS provider, which is not configured (503 SERVICE_UNAVAILABLE naming the settings). */
public class ScaSmsNotConfigured extends DomainException {
    public ScaSmsNotConfigured(List<String> missing) {
        super(Kind.UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE, "SMS codes are not configured on this platform, so no SMS_OTP "
                + "challenge can be sent: set " + String.join(", ", missing));
    }
}
