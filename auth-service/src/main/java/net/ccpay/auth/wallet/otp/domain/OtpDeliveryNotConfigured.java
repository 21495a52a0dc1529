package net.ccpay.auth.wallet.otp.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.List;

/**
 * Production mode without the settings a channel needs (503 SERVICE_UNAVAILABLE naming the missing
 * environment variables): the platform never falls back to the sandbox's fixed code.
 */
public final class OtpDeliveryNotConfigured extends DomainException {

    public OtpDeliveryNotConfigured(OtpSender.Channel channel, List<String> missing) {
        super(Kind.UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE, (channel == OtpSender.Channel.EMAIL ? "E-mail" : "SMS")
                + " one-time codes are not configured on this platform: set " + String.join(", ", missing));
    }
}
