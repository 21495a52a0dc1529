package net.ccpay.webhook.delivery.application;

import net.ccpay.webhook.config.domain.EndpointPolicy;
import net.ccpay.webhook.delivery.domain.AttemptResult;
import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** What an attempt keeps of the receiver's answer: the body only from public addresses (it is what gets stored). */
class AttemptsTest {

    private static final Map<String, String> HOSTS = Map.of(
            "public.example", "93.184.216.34",
            "intranet.example", "10.1.2.3",
            "mixed.example", "93.184.216.34,192.168.1.9",
            "localhost", "127.0.0.1");

    private static final EndpointPolicy.Resolver RESOLVER = host -> {
        String v = host.matches("[0-9.]+") ? host : HOSTS.get(host);
        if (v == null) {
            throw new UnknownHostException(host);
        }
        String[] parts = v.split(",");
        InetAddress[] out = new InetAddress[parts.length];
        for (int i = 0; i < parts.length; i++) {
            out[i] = InetAddress.getByName(parts[i]);
        }
        return out;
    };

    /** Every receiver "answers" 200 with a body after 7 ms. */
    private final Attempts attempts = Fakes.attempts(RESOLVER,
            (url, body, signature, timeout, traceparent) -> AttemptResult.answered(200, 7, "{\"secret\":\"inside\"}"), Duration.ofSeconds(5));

    @Test
    void aPublicReceiversAnswerIsKept() {
        AttemptResult r = attempts.send("https://public.example/hooks", "{}");
        assertEquals(200, r.status());
        assertEquals("{\"secret\":\"inside\"}", r.responseBody());
    }

    @Test
    void aLoopbackOrPrivateReceiversAnswerIsNotKeptButItsStatusAndTimingAre() {
        for (String url : new String[]{"http://localhost/hooks", "http://127.0.0.1:8080/hooks", "https://intranet.example/hooks",
                "https://mixed.example/hooks"}) {
            AttemptResult r = attempts.send(url, "{}");
            assertEquals(200, r.status(), url);
            assertEquals(7, r.latencyMillis(), url);
            assertNull(r.responseBody(), url);
            assertEquals(AttemptResult.Verdict.ACKNOWLEDGED, r.verdict(), url);
        }
    }

    @Test
    void aRefusedOrUnresolvableEndpointIsNotSentTo() {
        AttemptResult link = attempts.send("https://169.254.169.254/latest", "{}");
        assertNull(link.status());
        assertEquals("endpoint refused: must not point to a loopback, private or link-local address", link.error());
        AttemptResult nowhere = attempts.send("https://nowhere.invalid/hooks", "{}");
        assertNull(nowhere.status());
        assertEquals("endpoint refused: host nowhere.invalid does not resolve", nowhere.error());
    }
}
