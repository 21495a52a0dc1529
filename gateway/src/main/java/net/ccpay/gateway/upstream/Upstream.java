package net.ccpay.gateway.upstream;

import org.apache.hc.client5.http.classic.methods.HttpUriRequestBase;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManager;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.io.entity.ByteArrayEntity;
import org.apache.hc.core5.http.io.entity.EntityUtils;
import org.apache.hc.core5.util.TimeValue;
import org.apache.hc.core5.util.Timeout;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/**
 * The gateway's one HTTP client (forwarding, credential checks with auth-service, probes of service copies): pooled keep-alive connections, no retries, no redirects,
 * no cookies, no decompression — it forwards exactly one request and relays exactly one answer.
 */
public final class Upstream implements AutoCloseable {

    /** What a service answered. */
    public record Answer(int status, Map<String, String> headers, byte[] body) {}

    private final CloseableHttpClient client;

    public Upstream(Duration timeout, int maxConnections) {
        PoolingHttpClientConnectionManager pool = PoolingHttpClientConnectionManagerBuilder.create()
                .setMaxConnTotal(maxConnections)
                .setMaxConnPerRoute(maxConnections)
                .setDefaultConnectionConfig(ConnectionConfig.custom()
                        .setConnectTimeout(Timeout.ofSeconds(5))
                        .setSocketTimeout(Timeout.of(timeout))
                        .setValidateAfterInactivity(TimeValue.ofSeconds(2))
                        .build())
                .build();
        client = HttpClients.custom()
                .setConnectionManager(pool)
                .setDefaultRequestConfig(RequestConfig.custom()
                        .setResponseTimeout(Timeout.of(timeout))
                        .setConnectionRequestTimeout(Timeout.ofSeconds(10))
                        .setRedirectsEnabled(false)
                        .build())
                .disableAutomaticRetries()
                .disableRedirectHandling()
                .disableCookieManagement()
                .disableContentCompression()
                .disableAuthCaching()
                .setUserAgent("ccpay-gateway")
                .build();
    }

    public Answer send(String method, URI target, Map<String, String> headers, byte[] body, String contentType) throws IOException {
        return send(method, target, headers, body, contentType, null);
    }

    /** As {@link #send(String, URI, Map, byte[], String)}, waiting at most {@code timeout} for the answer (null: the client's). */
    public Answer send(String method, URI target, Map<String, String> headers, byte[] body, String contentType, Duration timeout)
            throws IOException {
        HttpUriRequestBase req = new HttpUriRequestBase(method, target);
        if (timeout != null) {
            req.setConfig(RequestConfig.custom().setResponseTimeout(Timeout.of(timeout)).setConnectionRequestTimeout(Timeout.of(timeout))
                    .setRedirectsEnabled(false).build());
        }
        headers.forEach(req::setHeader);
        if (body.length > 0) {
            req.setEntity(new ByteArrayEntity(body, contentType == null ? null : ContentType.parse(contentType)));
        }
        return client.execute(req, (ClassicHttpResponse res) -> {
            Map<String, String> out = new HashMap<>();
            for (Header h : res.getHeaders()) {
                out.putIfAbsent(h.getName().toLowerCase(java.util.Locale.ROOT), h.getValue());
            }
            byte[] bytes = res.getEntity() == null ? new byte[0] : EntityUtils.toByteArray(res.getEntity());
            return new Answer(res.getCode(), out, bytes);
        });
    }

    @Override
    public void close() throws IOException {
        client.close();
    }
}
