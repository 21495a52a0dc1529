package net.ccpay.webhook.delivery.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.webhook.delivery.domain.AttemptResult;
import net.ccpay.webhook.delivery.domain.WebhookSender;

import net.ccpay.common.ops.Spans;
import net.ccpay.common.ops.TraceContext;

import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * The JDK HTTP client, HTTP/1.1, no redirects (a redirect could lead to an address the endpoint
 * check refused). The signature goes in {@code X-Platform-Signature} (brief) and the same value in
 * {@code X-Grid-Signature} (the public API's name), so receivers written for either verify unchanged.
 * At most {@link #MAX_RESPONSE_BYTES} of the receiver's answer are read.
 */
@ApplicationScoped
public class HttpWebhookSender implements WebhookSender {

    public static final int MAX_RESPONSE_BYTES = 4096;

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(10))
            .build();

    /**
     * One attempt, in a CLIENT span when tracing is on ({@code POST webhook}): a child of the context the webhook
     * carries (the CONSUMER span of the event it reports), and the context the receiver gets. Off, the webhook's
     * own {@code traceparent} is sent as it is.
     */
    @Override
    public AttemptResult post(String url, byte[] body, String signature, Duration timeout, String traceparent) {
        Spans.Span span = Spans.client("POST webhook", traceparent);
        try {
            if (span != Spans.OFF) {
                attributes(span, url);
            }
            AttemptResult r = send(url, body, signature, timeout, span.traceparentOr(traceparent));
            if (r.status() != null) {
                span.httpStatus(r.status());
            } else {
                span.failed(r.error());
            }
            return r;
        } catch (RuntimeException e) {
            span.failed(e.getClass().getName());
            throw e;
        } finally {
            span.close();
        }
    }

    /** Where it goes, without the path and query (a receiver's URL may carry a token there). */
    private static void attributes(Spans.Span span, String url) {
        span.attribute("http.request.method", "POST");
        try {
            URI target = new URI(url);
            span.attribute("url.scheme", target.getScheme()).attribute("server.address", target.getHost());
            if (target.getPort() != -1) {
                span.attribute("server.port", target.getPort());
            }
        } catch (java.net.URISyntaxException e) {
            // the attempt reports it ("invalid endpoint URL")
        }
    }

    private AttemptResult send(String url, byte[] body, String signature, Duration timeout, String traceparent) {
        long t0 = System.nanoTime();
        try {
            HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(url))
                    .timeout(timeout)
                    .header("Content-Type", "application/json")
                    .header("User-Agent", "ccpay-webhooks/1")
                    .header("X-Platform-Signature", signature)
                    .header("X-Grid-Signature", signature);
            if (TraceContext.valid(traceparent)) {
                // the trace of the request whose event this webhook reports, so the receiver can join it
                builder.header(TraceContext.HEADER, traceparent);
            }
            HttpRequest req = builder.POST(HttpRequest.BodyPublishers.ofByteArray(body)).build();
            HttpResponse<InputStream> r = http.send(req, HttpResponse.BodyHandlers.ofInputStream());
            String answer;
            try (InputStream in = r.body()) {
                answer = new String(in.readNBytes(MAX_RESPONSE_BYTES), StandardCharsets.UTF_8);
            } catch (IOException e) {
                answer = "";
            }
            return AttemptResult.answered(r.statusCode(), millisSince(t0), answer);
        } catch (HttpConnectTimeoutException e) {
            return AttemptResult.failed("connect timed out", millisSince(t0));
        } catch (HttpTimeoutException e) {
            return AttemptResult.failed("no answer within " + timeout.toSeconds() + " s", millisSince(t0));
        } catch (ConnectException e) {
            return AttemptResult.failed("connection refused or unreachable", millisSince(t0));
        } catch (IOException e) {
            return AttemptResult.failed("I/O error: " + e.getClass().getSimpleName(), millisSince(t0));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return AttemptResult.failed("interrupted (server stopping)", millisSince(t0));
        } catch (IllegalArgumentException e) {
            return AttemptResult.failed("invalid endpoint URL", millisSince(t0));
        }
    }

    private static long millisSince(long t0) {
        return (System.nanoTime() - t0) / 1_000_000;
    }
}
