package net.ccpay.auth.wallet.otp.infrastructure;

import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import net.ccpay.auth.wallet.config.OtpDeliverySettings;
import net.ccpay.auth.wallet.otp.domain.OtpCode;
import net.ccpay.auth.wallet.otp.domain.OtpDeliveryFailed;

import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * One e-mail per code through Jakarta Mail (Liberty's mail-2.1 feature provides the implementation), the
 * session built from {@link OtpDeliverySettings.Smtp}: plain, STARTTLS (required) or SMTPS, with connect,
 * read and write timeouts, authenticated when a user is configured. Failures are logged without the code.
 */
public final class SmtpMail {

    private static final Logger LOG = Logger.getLogger(SmtpMail.class.getName());

    private SmtpMail() {}

    /** The Jakarta Mail session properties of {@code s} (no password: it is given to the transport). */
    public static Properties properties(OtpDeliverySettings.Smtp s) {
        String protocol = s.tls() == OtpDeliverySettings.TlsMode.TLS ? "smtps" : "smtp";
        String timeout = Long.toString(s.timeout().toMillis());
        Properties p = new Properties();
        p.setProperty("mail.transport.protocol", protocol);
        p.setProperty("mail." + protocol + ".host", s.host());
        p.setProperty("mail." + protocol + ".port", Integer.toString(s.port()));
        p.setProperty("mail." + protocol + ".connectiontimeout", timeout);
        p.setProperty("mail." + protocol + ".timeout", timeout);
        p.setProperty("mail." + protocol + ".writetimeout", timeout);
        p.setProperty("mail." + protocol + ".from", s.from());
        p.setProperty("mail." + protocol + ".auth", Boolean.toString(s.user() != null));
        switch (s.tls()) {
            case STARTTLS -> {
                p.setProperty("mail.smtp.starttls.enable", "true");
                p.setProperty("mail.smtp.starttls.required", "true");
                p.setProperty("mail.smtp.ssl.checkserveridentity", "true");
            }
            case TLS -> {
                p.setProperty("mail.smtps.ssl.enable", "true");
                p.setProperty("mail.smtps.ssl.checkserveridentity", "true");
            }
            case NONE -> { }
        }
        return p;
    }

    /** Sends the code's message to {@code to}; {@link OtpDeliveryFailed} when the server does not take it. */
    public static void send(OtpDeliverySettings.Smtp s, String to, OtpCode code) {
        Properties p = properties(s);
        Session session = Session.getInstance(p);
        try {
            MimeMessage m = new MimeMessage(session);
            m.setFrom(new InternetAddress(s.from()));
            m.setRecipients(Message.RecipientType.TO, InternetAddress.parse(to, true));
            m.setSubject(s.template().subjectWith(code), StandardCharsets.UTF_8.name());
            m.setText(s.template().bodyWith(code), StandardCharsets.UTF_8.name());
            m.saveChanges();
            try (Transport t = session.getTransport(p.getProperty("mail.transport.protocol"))) {
                t.connect(s.host(), s.port(), s.user(), s.password());
                t.sendMessage(m, m.getAllRecipients());
            }
        } catch (MessagingException | RuntimeException e) {
            LOG.log(Level.WARNING, "The one-time code e-mail was not sent through " + s.host() + ":" + s.port() + " ("
                    + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
            throw new OtpDeliveryFailed("The e-mail server did not take the one-time code message; no code was sent. Retry shortly");
        }
    }
}
