package net.ccpay.auth.wallet.config;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import net.ccpay.auth.wallet.otp.domain.OtpTemplate;
import net.ccpay.common.sms.SmsProvider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * How one-time codes leave the platform outside sandbox mode (README, Production logins): an SMTP server
 * for EMAIL_OTP ({@code PLATFORM_OTP_SMTP_*}, {@code PLATFORM_OTP_EMAIL_*}) and an HTTP SMS provider for
 * SMS_OTP ({@code PLATFORM_OTP_SMS_*}). A value that is set but cannot work fails the start; a channel
 * whose required values are missing refuses its operations naming them ({@link #missingForEmail()},
 * {@link #missingForSms()}).
 */
@ApplicationScoped
public class OtpDeliverySettings {

    /** How the SMTP connection is protected. */
    public enum TlsMode {
        /** Plain SMTP (a relay on a trusted network only). */
        NONE,
        /** SMTP upgraded with STARTTLS, required (the server must offer it). */
        STARTTLS,
        /** SMTP over TLS from the first byte (SMTPS). */
        TLS;

        /** The port a mode usually has: 25, 587 or 465. */
        public int defaultPort() {
            return switch (this) {
                case NONE -> 25;
                case STARTTLS -> 587;
                case TLS -> 465;
            };
        }
    }

    /** The SMTP server and the message (host and from-address null when unset). */
    public record Smtp(String host, int port, TlsMode tls, String user, String password, String from, Duration timeout,
                       OtpTemplate template) {
        @Override
        public String toString() {
            return "Smtp[" + host + ":" + port + ", " + tls + ", user " + user + ", from " + from + "]";
        }
    }

    /** The SMS provider and the text. */
    public record Sms(SmsProvider provider, OtpTemplate template) {
        @Override
        public String toString() {
            return provider.toString();
        }
    }

    public static final String DEFAULT_EMAIL_SUBJECT = "Your verification code";
    public static final String DEFAULT_EMAIL_BODY = "Your verification code is {code}. It expires in 5 minutes. "
            + "If you did not ask for it, ignore this message.";
    public static final String DEFAULT_SMS_TEXT = "Your verification code is {code}. It expires in 5 minutes.";

    @Inject
    @ConfigProperty(name = "platform.otp.smtp.host")
    Optional<String> smtpHost;

    @Inject
    @ConfigProperty(name = "platform.otp.smtp.port")
    Optional<String> smtpPort;

    @Inject
    @ConfigProperty(name = "platform.otp.smtp.tls", defaultValue = "starttls")
    String smtpTls;

    @Inject
    @ConfigProperty(name = "platform.otp.smtp.user")
    Optional<String> smtpUser;

    @Inject
    @ConfigProperty(name = "platform.otp.smtp.password")
    Optional<String> smtpPassword;

    @Inject
    @ConfigProperty(name = "platform.otp.smtp.from")
    Optional<String> smtpFrom;

    @Inject
    @ConfigProperty(name = "platform.otp.smtp.timeout-seconds", defaultValue = "10")
    int smtpTimeoutSeconds;

    @Inject
    @ConfigProperty(name = "platform.otp.email.subject", defaultValue = DEFAULT_EMAIL_SUBJECT)
    String emailSubject;

    @Inject
    @ConfigProperty(name = "platform.otp.email.body", defaultValue = DEFAULT_EMAIL_BODY)
    String emailBody;

    @Inject
    @ConfigProperty(name = "platform.otp.sms.url")
    Optional<String> smsUrl;

    @Inject
    @ConfigProperty(name = "platform.otp.sms.auth-header", defaultValue = "Authorization")
    String smsHeaderName;

    @Inject
    @ConfigProperty(name = "platform.otp.sms.auth-value")
    Optional<String> smsHeaderValue;

    @Inject
    @ConfigProperty(name = "platform.otp.sms.text", defaultValue = DEFAULT_SMS_TEXT)
    String smsText;

    @Inject
    @ConfigProperty(name = "platform.otp.sms.timeout-seconds", defaultValue = "10")
    int smsTimeoutSeconds;

    private Smtp smtp;
    private Sms sms;

    /** Checked once at the start: a malformed value fails it. */
    void onStart(@Observes @Initialized(ApplicationScoped.class) Object ignored) {
        smtp();
    }

    public synchronized Smtp smtp() {
        if (smtp == null) {
            smtp = smtp(blankToNull(smtpHost), blankToNull(smtpPort), smtpTls, blankToNull(smtpUser), blankToNull(smtpPassword),
                    blankToNull(smtpFrom), smtpTimeoutSeconds, emailSubject, emailBody);
            sms = sms(blankToNull(smsUrl), smsHeaderName, blankToNull(smsHeaderValue), smsTimeoutSeconds, smsText);
        }
        return smtp;
    }

    public Sms sms() {
        smtp();
        return sms;
    }

    /** The e-mail channel's settings from their values (null when unset); a malformed value is an IllegalStateException naming it. */
    public static Smtp smtp(String host, String port, String tls, String user, String password, String from, int timeoutSeconds,
                            String subject, String body) {
        TlsMode mode;
        try {
            mode = TlsMode.valueOf(tls == null ? "STARTTLS" : tls.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("PLATFORM_OTP_SMTP_TLS must be none, starttls or tls");
        }
        int p = mode.defaultPort();
        if (port != null) {
            try {
                p = Integer.parseInt(port.strip());
            } catch (NumberFormatException e) {
                p = -1;
            }
            if (p < 1 || p > 65535) {
                throw new IllegalStateException("PLATFORM_OTP_SMTP_PORT must be a port number");
            }
        }
        if (host != null && (host.contains("/") || host.contains(" "))) {
            throw new IllegalStateException("PLATFORM_OTP_SMTP_HOST must be a host name or address");
        }
        if (from != null && !from.contains("@")) {
            throw new IllegalStateException("PLATFORM_OTP_SMTP_FROM must be an e-mail address");
        }
        atLeastOne("PLATFORM_OTP_SMTP_TIMEOUT_SECONDS", timeoutSeconds);
        return new Smtp(host, p, mode, user, password, from, Duration.ofSeconds(timeoutSeconds),
                template("PLATFORM_OTP_EMAIL_BODY", subject, body));
    }

    /** The SMS channel's settings from their values (null when unset). */
    public static Sms sms(String url, String headerName, String headerValue, int timeoutSeconds, String text) {
        return new Sms(SmsProvider.of(url, headerName, headerValue, timeoutSeconds), template("PLATFORM_OTP_SMS_TEXT", null, text));
    }

    /** The variables the e-mail channel still needs: the host and from-address, and the password of a configured user. */
    public List<String> missingForEmail() {
        return missing(smtp());
    }

    public static List<String> missing(Smtp s) {
        List<String> missing = new ArrayList<>();
        if (s.host() == null) {
            missing.add("PLATFORM_OTP_SMTP_HOST");
        }
        if (s.from() == null) {
            missing.add("PLATFORM_OTP_SMTP_FROM");
        }
        if (s.user() != null && s.password() == null) {
            missing.add("PLATFORM_OTP_SMTP_PASSWORD");
        }
        return missing;
    }

    /** The variables the SMS channel still needs: the provider's URL and its authentication header's value. */
    public List<String> missingForSms() {
        return missing(sms());
    }

    public static List<String> missing(Sms s) {
        return s.provider().missing();
    }

    private static OtpTemplate template(String variable, String subject, String body) {
        try {
            return new OtpTemplate(subject, body == null ? null : body.replace("\\n", "\n"));
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException(variable + " must contain " + OtpTemplate.PLACEHOLDER + " where the code goes");
        }
    }

    private static void atLeastOne(String name, int value) {
        if (value < 1) {
            throw new IllegalStateException(name + " must be at least 1");
        }
    }

    private static String blankToNull(Optional<String> value) {
        return value.filter(v -> !v.isBlank()).orElse(null);
    }
}
