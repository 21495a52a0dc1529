package net.ccpay.auth.wallet.otp.infrastructure;

import net.ccpay.common.json.JsonP;
import net.ccpay.auth.wallet.config.OtpDeliverySettings;
import net.ccpay.auth.wallet.otp.domain.OtpCode;
import net.ccpay.auth.wallet.otp.domain.OtpDeliveryFailed;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * One SMS per code through the configured provider: {@code POST} of {@code {"to": "<E.164 number>",
 * "text": "<message>"}} ({@code application/json}) to {@code PLATFORM_OTP_SMS_URL} with the header
 * {@code PLATFORM_OTP_SMS_AUTH_HEADER: PLATFORM_OTP_SMS_AUTH_VALUE}. Any 2xx is taken as accepted;
 * anything else, a timeout or a connection failure is {@link OtpDeliveryFailed}. Redirects are not followed.
 */
public final class HttpSms {

    private static final Logger LOG = Logger.getLogger(HttpSms.class.getName());
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
            .followRedirects(HttpClient.Redirect.NEVER).build();

    private HttpSms() {}

    /** The JSON the provider receives. */
    public static String body(String to, String text) {
        return JsonP.createObjectBuilder().add("to", to).add("text", text).build().toString();
    }

    public static void send(OtpDeliverySettings.Sms s, String to, OtpCode code) {
        HttpRequest request = HttpRequest.newBuilder(s.url()).timeout(s.timeout())
                .header("Content-Type", "application/json")
                .header(s.headerName(), s.headerValue())
                .POST(HttpRequest.BodyPublishers.ofString(body(to, s.template().bodyWith(code))))
                .build();
        int status;
        try {
            status = HTTP.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            LOG.log(Level.WARNING, "The one-time code SMS was not sent: the provider at " + s.url().getHost() + " did not answer ("
                    + e.getClass().getSimpleName() + ")");
            throw failed();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw failed();
        }
        if (status < 200 || status > 299) {
            LOG.log(Level.WARNING, "The one-time code SMS was not sent: the provider at " + s.url().getHost() + " answered " + status);
            throw failed();
        }
    }

    private static OtpDeliveryFailed failed() {
        return new OtpDeliveryFailed("The SMS provider did not take the one-time code message; no code was sent. Retry shortly");
    }
}
