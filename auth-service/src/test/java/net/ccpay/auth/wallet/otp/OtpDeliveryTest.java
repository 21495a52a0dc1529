package net.ccpay.auth.wallet.otp;

import com.icegreen.greenmail.configuration.GreenMailConfiguration;
import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.GreenMailUtil;
import com.icegreen.greenmail.util.ServerSetupTest;
import com.sun.net.httpserver.HttpServer;
import jakarta.mail.internet.MimeMessage;
import net.ccpay.auth.wallet.config.OtpDeliverySettings;
import net.ccpay.auth.wallet.otp.domain.OtpCode;
import net.ccpay.auth.wallet.otp.domain.OtpDeliveryFailed;
import net.ccpay.auth.wallet.otp.infrastructure.HttpSms;
import net.ccpay.auth.wallet.otp.infrastructure.SmtpMail;
import net.ccpay.common.error.DomainException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The e-mail to a real SMTP server (GreenMail) and the SMS to a local HTTP receiver. */
class OtpDeliveryTest {

    @RegisterExtension
    static final GreenMailExtension MAIL = new GreenMailExtension(ServerSetupTest.SMTP)
            .withConfiguration(GreenMailConfiguration.aConfig().withUser("mailer", "s3cret"));

    static OtpDeliverySettings.Smtp smtp(String user, String password) {
        return OtpDeliverySettings.smtp("127.0.0.1", Integer.toString(MAIL.getSmtp().getPort()), "none", user, password,
                "no-reply@ccpay.example", 5, "Code {code}", "Your code is {code}.");
    }

    @Test
    void theCodeArrivesByEmailWithTheTemplateAndTheAuthenticatedUser() throws Exception {
        OtpCode code = OtpCode.generate();
        SmtpMail.send(smtp("mailer", "s3cret"), "owner@example.com", code);
        MimeMessage[] received = MAIL.getReceivedMessages();
        assertEquals(1, received.length);
        assertEquals("Code " + code.value(), received[0].getSubject());
        assertEquals("Your code is " + code.value() + ".", GreenMailUtil.getBody(received[0]).strip());
        assertEquals("no-reply@ccpay.example", received[0].getFrom()[0].toString());
        assertEquals("owner@example.com", received[0].getAllRecipients()[0].toString());
    }

    @Test
    void aServerThatRefusesTheLoginOrIsNotThereIsADeliveryFailure() {
        OtpDeliveryFailed wrongPassword = assertThrows(OtpDeliveryFailed.class,
                () -> SmtpMail.send(smtp("mailer", "wrong"), "owner@example.com", OtpCode.generate()));
        assertEquals(DomainException.Kind.UNAVAILABLE, wrongPassword.kind());
        assertEquals("SERVICE_UNAVAILABLE", wrongPassword.code());
        OtpDeliverySettings.Smtp nowhere = OtpDeliverySettings.smtp("127.0.0.1", "1", "none", null, null, "a@b.example", 2,
                "s", "{code}");
        assertThrows(OtpDeliveryFailed.class, () -> SmtpMail.send(nowhere, "owner@example.com", OtpCode.generate()));
        assertEquals(0, MAIL.getReceivedMessages().length);
    }

    @Test
    void theTlsModeChoosesTheProtocolAndItsProperties() {
        var starttls = SmtpMail.properties(OtpDeliverySettings.smtp("smtp.example.com", null, "starttls", "u", "p", "a@b.example", 10, "s", "{code}"));
        assertEquals("smtp", starttls.getProperty("mail.transport.protocol"));
        assertEquals("587", starttls.getProperty("mail.smtp.port"));
        assertEquals("true", starttls.getProperty("mail.smtp.starttls.required"));
        var tls = SmtpMail.properties(OtpDeliverySettings.smtp("smtp.example.com", null, "TLS", null, null, "a@b.example", 10, "s", "{code}"));
        assertEquals("smtps", tls.getProperty("mail.transport.protocol"));
        assertEquals("465", tls.getProperty("mail.smtps.port"));
        assertEquals("true", tls.getProperty("mail.smtps.ssl.enable"));
        assertEquals("false", tls.getProperty("mail.smtps.auth"));
        var none = SmtpMail.properties(OtpDeliverySettings.smtp("relay", "2525", "none", null, null, "a@b.example", 10, "s", "{code}"));
        assertEquals("2525", none.getProperty("mail.smtp.port"));
        assertEquals(null, none.getProperty("mail.smtp.starttls.enable"));
    }

    @Test
    void theSmsIsAJsonPostWithTheConfiguredHeaderAndAnyNon2xxIsAFailure() throws Exception {
        List<String> bodies = new CopyOnWriteArrayList<>();
        List<String> auth = new CopyOnWriteArrayList<>();
        int[] status = {202};
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/sms", exchange -> {
            bodies.add(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            auth.add(exchange.getRequestHeaders().getFirst("X-Api-Key") + "|" + exchange.getRequestHeaders().getFirst("Content-Type"));
            exchange.sendResponseHeaders(status[0], -1);
            exchange.close();
        });
        server.start();
        try {
            OtpDeliverySettings.Sms sms = OtpDeliverySettings.sms("http://127.0.0.1:" + server.getAddress().getPort() + "/sms", "X-Api-Key",
                    "key-1", 5, "Code: {code}");
            OtpCode code = OtpCode.generate();
            HttpSms.send(sms, "+14155550100", code);
            assertEquals(List.of("{\"to\":\"+14155550100\",\"text\":\"Code: " + code.value() + "\"}"), bodies);
            assertEquals(List.of("key-1|application/json"), auth);
            status[0] = 500;
            assertThrows(OtpDeliveryFailed.class, () -> HttpSms.send(sms, "+14155550100", OtpCode.generate()));
        } finally {
            server.stop(0);
        }
        OtpDeliverySettings.Sms gone = OtpDeliverySettings.sms("http://127.0.0.1:1/sms", "Authorization", "Bearer x", 2, "{code}");
        assertThrows(OtpDeliveryFailed.class, () -> HttpSms.send(gone, "+14155550100", OtpCode.generate()));
    }

    @Test
    void missingSettingsAreNamedAndMalformedOnesFailWithTheirName() {
        OtpDeliverySettings.Smtp unset = OtpDeliverySettings.smtp(null, null, null, "user", null, null, 10, "s", "{code}");
        assertEquals(List.of("PLATFORM_OTP_SMTP_HOST", "PLATFORM_OTP_SMTP_FROM", "PLATFORM_OTP_SMTP_PASSWORD"), OtpDeliverySettings.missing(unset));
        assertEquals(List.of(), OtpDeliverySettings.missing(smtp(null, null)));
        assertEquals(List.of("PLATFORM_OTP_SMS_URL", "PLATFORM_OTP_SMS_AUTH_VALUE"),
                OtpDeliverySettings.missing(OtpDeliverySettings.sms(null, "Authorization", null, 10, "{code}")));
        assertTrue(assertThrows(IllegalStateException.class, () -> OtpDeliverySettings.smtp("h", null, "ssl", null, null, "a@b", 10, "s", "{code}"))
                .getMessage().contains("PLATFORM_OTP_SMTP_TLS"));
        assertTrue(assertThrows(IllegalStateException.class, () -> OtpDeliverySettings.smtp("h", "70000", "none", null, null, "a@b", 10, "s", "{code}"))
                .getMessage().contains("PLATFORM_OTP_SMTP_PORT"));
        assertTrue(assertThrows(IllegalStateException.class, () -> OtpDeliverySettings.smtp("h", null, "none", null, null, "a@b", 10, "s", "no code"))
                .getMessage().contains("PLATFORM_OTP_EMAIL_BODY"));
        assertTrue(assertThrows(IllegalStateException.class, () -> OtpDeliverySettings.sms("ftp://x/sms", "Authorization", "v", 10, "{code}"))
                .getMessage().contains("PLATFORM_OTP_SMS_URL"));
        assertTrue(assertThrows(IllegalStateException.class, () -> OtpDeliverySettings.sms("https://x/sms", "Bad Header", "v", 10, "{code}"))
                .getMessage().contains("PLATFORM_OTP_SMS_AUTH_HEADER"));
    }
}
