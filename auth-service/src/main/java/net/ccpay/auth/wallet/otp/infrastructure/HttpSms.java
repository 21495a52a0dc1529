package net.ccpay.auth.wallet.otp.infrastructure;

import net.ccpay.auth.wallet.config.OtpDeliverySettings;
import net.ccpay.auth.wallet.otp.domain.OtpCode;
import net.ccpay.auth.wallet.otp.domain.OtpDeliveryFailed;
import net.ccpay.common.sms.SmsProvider;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * One SMS per code through the platform's SMS provider ({@link SmsProvider}); a message the provider does not take
 * is {@link OtpDeliveryFailed}.
 */
public final class HttpSms {

    private static final Logger LOG = Logger.getLogger(HttpSms.class.getName());

    private HttpSms() {}

    public static void send(OtpDeliverySettings.Sms s, String to, OtpCode code) {
        try {
            s.provider().send(to, s.template().bodyWith(code));
        } catch (SmsProvider.NotSent e) {
            LOG.log(Level.WARNING, "The one-time code SMS was not sent: " + e.getMessage());
            throw new OtpDeliveryFailed("The SMS provider did not take the one-time code message; no code was sent. Retry shortly");
        }
    }
}
