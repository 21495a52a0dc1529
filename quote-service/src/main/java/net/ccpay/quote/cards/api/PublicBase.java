package net.ccpay.quote.cards.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The public base of the API as a client reaches it, for the absolute URLs the platform hands out (the
 * card reveal page): {@code platform.public-base-url} ({@code PLATFORM_PUBLIC_BASE_URL}, e.g.
 * {@code https://api.example.com/grid/2025-10-13}) when it is set; otherwise what the gateway says it
 * was reached at ({@code X-Forwarded-Proto}, {@code X-Forwarded-Host}, {@code X-Forwarded-Prefix});
 * otherwise this service's own base (a request that did not come through the gateway). Forwarded
 * values of an unexpected shape are ignored.
 */
@ApplicationScoped
public class PublicBase {

    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9.-]+(:[0-9]{1,5})?|\\[[0-9A-Fa-f:.]+\\](:[0-9]{1,5})?");
    private static final Pattern PREFIX = Pattern.compile("(/[A-Za-z0-9._~-]+)*");

    @Inject
    @ConfigProperty(name = "platform.public-base-url")
    Optional<String> configured;

    /** The base, without a trailing slash. */
    public String of(HttpHeaders headers, UriInfo uri) {
        return resolve(configured.orElse(null), headers.getHeaderString("X-Forwarded-Proto"), headers.getHeaderString("X-Forwarded-Host"),
                headers.getHeaderString("X-Forwarded-Prefix"), uri.getBaseUri().toString());
    }

    static String resolve(String configured, String proto, String host, String prefix, String ownBase) {
        if (configured != null && !configured.isBlank()) {
            return trim(configured.strip());
        }
        if (("http".equals(proto) || "https".equals(proto)) && host != null && HOST.matcher(host).matches()
                && (prefix == null || PREFIX.matcher(prefix).matches())) {
            return proto + "://" + host + (prefix == null ? "" : trim(prefix));
        }
        return trim(ownBase);
    }

    private static String trim(String base) {
        return base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
    }
}
