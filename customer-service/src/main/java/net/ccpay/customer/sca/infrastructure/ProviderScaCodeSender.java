package net.ccpay.customer.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import net.ccpay.common.sms.SmsProvider;
import net.ccpay.customer.sca.domain.ScaCodeNotSent;
import net.ccpay.customer.sca.domain.ScaCodeSender;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * SCA codes by the platform's SMS provider ({@code PLATFORM_OTP_SMS_*}, shared with the embedded wallets' login
 * codes), with the text {@code PLATFORM_SCA_SMS_TEXT} ({@value #PLACEHOLDER} where the code goes). A value that is
 * set but cannot work fails the start.
 */
@ApplicationScoped
public class ProviderScaCodeSender implements ScaCodeSender {

    private static final Logger LOG = Logger.getLogger(ProviderScaCodeSender.class.getName());
    static final String PLACEHOLDER = "{code}";
    static final String DEFAULT_TEXT = "Your authorization code is {code}. It expires in 5 minutes. Never share it.";

    @Inject
    Config config;

    @Inject
    @ConfigProperty(name = "platform.sca.sms.text", defaultValue = DEFAULT_TEXT)
    String text;

    private SmsProvider provider;

    /** Checked once at the start: a malformed value fails it. */
    void onStart(@Observes @Initialized(ApplicationScoped.class) Object ignored) {
        provider();
    }

    private synchronized SmsProvider provider() {
        if (provider == null) {
            if (text == null || !text.contains(PLACEHOLDER)) {
                throw new IllegalStateException("PLATFORM_SCA_SMS_TEXT must contain " + PLACEHOLDER + " where the code goes");
            }
            provider = SmsProvider.fromConfig(config);
        }
        return provider;
    }

    @Override
    public List<String> missingSettings() {
        return provider().missing();
    }

    @Override
    public void send(String phone, String code) {
        try {
            provider().send(phone, text(text, code));
        } catch (SmsProvider.NotSent e) {
            LOG.log(Level.WARNING, "An SCA code was not sent: " + e.getMessage());
            throw new ScaCodeNotSent(e.getMessage());
        }
    }

    /** The message with the code in place of every placeholder. */
    static String text(String template, String code) {
        return template.replace(PLACEHOLDER, code);
    }
}
