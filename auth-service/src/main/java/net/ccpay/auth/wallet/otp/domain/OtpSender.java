package net.ccpay.auth.wallet.otp.domain;

import java.util.List;

/**
 * Delivers one-time codes outside sandbox mode: by e-mail (EMAIL_OTP) or SMS (SMS_OTP).
 */
public interface OtpSender {

    /** The channels a sender delivers to. */
    enum Channel { EMAIL, SMS }

    /** The environment variables a channel still needs (empty when it is configured). */
    List<String> missingSettings(Channel channel);

    /**
     * Sends {@code code} to {@code to} (an e-mail address or an E.164 phone number); throws
     * {@link OtpDeliveryFailed} when the server or provider does not take the message.
     */
    void send(Channel channel, String to, OtpCode code);

    /** Throws {@link OtpDeliveryNotConfigured} naming the missing variables when {@code channel} cannot send. */
    default void requireConfigured(Channel channel) {
        List<String> missing = missingSettings(channel);
        if (!missing.isEmpty()) {
            throw new OtpDeliveryNotConfigured(channel, missing);
        }
    }
}
