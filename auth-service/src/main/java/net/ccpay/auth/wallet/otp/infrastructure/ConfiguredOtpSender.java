package net.ccpay.auth.wallet.otp.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.auth.wallet.config.OtpDeliverySettings;
import net.ccpay.auth.wallet.otp.domain.OtpCode;
import net.ccpay.auth.wallet.otp.domain.OtpSender;

import java.util.List;

/** The {@link OtpSender} of the environment's settings: {@link SmtpMail} for e-mail, {@link HttpSms} for SMS. */
@ApplicationScoped
public class ConfiguredOtpSender implements OtpSender {

    @Inject
    OtpDeliverySettings settings;

    @Override
    public List<String> missingSettings(Channel channel) {
        return channel == Channel.EMAIL ? settings.missingForEmail() : settings.missingForSms();
    }

    @Override
    public void send(Channel channel, String to, OtpCode code) {
        requireConfigured(channel);
        if (channel == Channel.EMAIL) {
            SmtpMail.send(settings.smtp(), to, code);
        } else {
            HttpSms.send(settings.sms(), to, code);
        }
    }
}
