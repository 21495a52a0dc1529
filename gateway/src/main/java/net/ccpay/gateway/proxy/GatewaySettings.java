package net.ccpay.gateway.proxy;

import net.ccpay.gateway.upstream.ServiceCopies;
import org.eclipse.microprofile.config.Config;

import java.net.URI;
import java.time.Duration;

/**
 * The gateway's configuration (MicroProfile Config, so environment variables such as
 * {@code PLATFORM_ROUTE_QUOTE_SERVICE_URL} override it). Production mode refuses the
 * sandbox internal secret.
 */
public record GatewaySettings(String mode, String internalSecret, long maxJsonBytes, long maxMultipartBytes,
                              Duration authCacheTtl, Duration upstreamTimeout, int upstreamConnections,
                              int authFailuresPerAddress, int authFailuresPerToken, Duration authFailureWindow, String trustedProxies,
                              int singleUrlAttempts, Config config) {

    static final String DEFAULT_INTERNAL_SECRET = "sandbox-internal-secret";

    public static GatewaySettings from(Config c) {
        GatewaySettings s = new GatewaySettings(
                c.getOptionalValue("platform.mode", String.class).orElse("sandbox"),
                c.getOptionalValue("platform.internal.secret", String.class).orElse(DEFAULT_INTERNAL_SECRET),
                c.getOptionalValue("platform.gateway.max-json-bytes", Long.class).orElse(1_048_576L),
                c.getOptionalValue("platform.gateway.max-multipart-bytes", Long.class).orElse(11_534_336L),
                // at most 1 s: a deleted token must be refused by every copy within a second of its deletion
                Duration.ofMillis(c.getOptionalValue("platform.gateway.auth-cache-millis", Long.class).orElse(1000L)),
                Duration.ofSeconds(c.getOptionalValue("platform.gateway.upstream-timeout-seconds", Long.class).orElse(60L)),
                c.getOptionalValue("platform.gateway.upstream-connections", Integer.class).orElse(200),
                c.getOptionalValue("platform.gateway.auth-failures-per-address", Integer.class).orElse(30),
                c.getOptionalValue("platform.gateway.auth-failures-per-token", Integer.class).orElse(10),
                Duration.ofSeconds(c.getOptionalValue("platform.gateway.auth-failure-window-seconds", Long.class).orElse(60L)),
                // the proxies (IPs or CIDRs) whose X-Forwarded-For names the client; none by default
                c.getOptionalValue("platform.gateway.trusted-proxies", String.class).orElse(""),
                // a service known by one URL (a load balancer's, e.g. a Kubernetes Service) is tried this many times
                c.getOptionalValue("platform.gateway.single-url-attempts", Integer.class).orElse(3),
                c);
        if (!"sandbox".equals(s.mode) && !"production".equals(s.mode)) {
            throw new IllegalStateException("platform.mode must be 'sandbox' or 'production', not '" + s.mode + "'");
        }
        if ("production".equals(s.mode) && (DEFAULT_INTERNAL_SECRET.equals(s.internalSecret) || s.internalSecret.length() < 24)) {
            throw new IllegalStateException("Production mode refuses the default internal secret: set PLATFORM_INTERNAL_SECRET "
                    + "to a random value of at least 24 characters, the same on the gateway and every service");
        }
        if (s.authCacheTtl.toMillis() < 1 || s.authCacheTtl.toMillis() > 1000) {
            throw new IllegalStateException("platform.gateway.auth-cache-millis must be 1 to 1000 (a deleted token is refused within it), not "
                    + s.authCacheTtl.toMillis());
        }
        if (s.singleUrlAttempts < 1 || s.singleUrlAttempts > 10) {
            throw new IllegalStateException("platform.gateway.single-url-attempts must be 1 to 10, not " + s.singleUrlAttempts);
        }
        return s;
    }

    @Override
    public String toString() {
        return "GatewaySettings[mode=" + mode + ", internalSecret=***]";
    }

    /** Base URL of a service (its first copy), e.g. {@code platform.route.quote-service.url}; default: this server. */
    public URI serviceBase(String service) {
        return serviceBases(service).get(0);
    }

    /**
     * The base URLs of a service's copies: {@code platform.route.<service>.url} may list several,
     * comma-separated (e.g. {@code http://quote-1:9082/quote-service,http://quote-2:9082/quote-service});
     * default: this server.
     */
    public java.util.List<URI> serviceBases(String service) {
        String url = config.getOptionalValue("platform.route." + service + ".url", String.class)
                .orElse("http://127.0.0.1:" + config.getOptionalValue("platform.http.port", String.class).orElse("9080") + "/" + service);
        return ServiceCopies.parse(url);
    }
}
