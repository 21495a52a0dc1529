package net.ccpay.common.sms;

import net.ccpay.common.json.JsonP;
import org.eclipse.microprofile.config.Config;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The platform's one SMS provider, outside sandbox mode: {@code POST} of {@code {"to": "<E.164 number>", "text":
 * "<message>"}} ({@code application/json}) to {@code PLATFORM_OTP_SMS_URL} with the header
 * {@code PLATFORM_OTP_SMS_AUTH_HEADER: PLATFORM_OTP_SMS_AUTH_VALUE}. Any 2xx is taken as accepted; anything else, a
 * timeout or a connection failure is {@link NotSent}. Redirects are not followed. The embedded wallets' login codes
 * (auth-service) and the SCA codes (customer-service) go through it.
 *
 * @param url         the provider's endpoint, null when unset
 * @param headerValue the authentication header's value, null when unset
 */
public record SmsProvider(URI url, String headerName, String headerValue, Duration timeout) {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
            .followRedirects(HttpClient.Redirect.NEVER).build();

    /** The provider did not take a message; its text says why without the message. */
    public static final class NotSent extends Exception {
        private static final long serialVersionUID = 1L;

        NotSent(String why) {
            super(why);
        }
    }

    /** From the values as set (null when unset); a value that is set but cannot work is an IllegalStateException naming it. */
    public static SmsProvider of(String url, String headerName, String headerValue, int timeoutSeconds) {
        URI uri = null;
        if (url != null) {
            try {
                uri = new URI(url.strip());
            } catch (URISyntaxException e) {
                uri = null;
            }
            if (uri == null || !("https".equals(uri.getScheme()) || "http".equals(uri.getScheme())) || uri.getHost() == null) {
                throw new IllegalStateException("PLATFORM_OTP_SMS_URL must be an http(s) URL");
            }
        }
        if (headerName == null || headerName.isBlank() || !headerName.matches("[A-Za-z0-9!#$%&'*+.^_`|~-]+")) {
            throw new IllegalStateException("PLATFORM_OTP_SMS_AUTH_HEADER must be an HTTP header name");
        }
        if (timeoutSeconds < 1) {
            throw new IllegalStateException("PLATFORM_OTP_SMS_TIMEOUT_SECONDS must be at least 1");
        }
        return new SmsProvider(uri, headerName, headerValue, Duration.ofSeconds(timeoutSeconds));
    }

    /** From the {@code platform.otp.sms.*} settings ({@code PLATFORM_OTP_SMS_*}). */
    public static SmsProvider fromConfig(Config config) {
        return of(value(config, "platform.otp.sms.url"), config.getOptionalValue("platform.otp.sms.auth-header", String.class)
                        .orElse("Authorization"), value(config, "platform.otp.sms.auth-value"),
                config.getOptionalValue("platform.otp.sms.timeout-seconds", Integer.class).orElse(10));
    }

    private static String value(Config config, String name) {
        Optional<String> v = config.getOptionalValue(name, String.class);
        return v.filter(s -> !s.isBlank()).orElse(null);
    }

    /** The variables still needed before a message can go: the provider's URL and its authentication header's value. */
    public List<String> missing() {
        List<String> missing = new ArrayList<>();
        if (url == null) {
            missing.add("PLATFORM_OTP_SMS_URL");
        }
        if (headerValue == null) {
            missing.add("PLATFORM_OTP_SMS_AUTH_VALUE");
        }
        return missing;
    }

    /** The JSON the provider receives. */
    public static String body(String to, String text) {
        return JsonP.createObjectBuilder().add("to", to).add("text", text).build().toString();
    }

    /** Hands {@code text} for {@code to} to the provider; {@link NotSent} when it does not take it (or is not configured). */
    public void send(String to, String text) throws NotSent {
        if (!missing().isEmpty()) {
            throw new NotSent("the SMS provider is not configured (set " + String.join(", ", missing()) + ")");
        }
        HttpRequest request = HttpRequest.newBuilder(url).timeout(timeout)
                .header("Content-Type", "application/json")
                .header(headerName, headerValue)
                .POST(HttpRequest.BodyPublishers.ofString(body(to, text)))
                .build();
        int status;
        try {
            status = HTTP.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            throw new NotSent("the SMS provider at " + url.getHost() + " did not answer (" + e.getClass().getSimpleName() + ")");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new NotSent("interrupted while sending to the SMS provider at " + url.getHost());
        }
        if (status < 200 || status > 299) {
            throw new NotSent("the SMS provider at " + url.getHost() + " answered " + status);
        }
    }

    @Override
    public String toString() {
        return "SmsProvider[" + url + ", header " + headerName + "]";
    }
}
