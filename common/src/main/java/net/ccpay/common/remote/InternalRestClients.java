package net.ccpay.common.remote;

import jakarta.ws.rs.client.ClientRequestContext;
import jakarta.ws.rs.client.ClientRequestFilter;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.web.InternalCallCredentials;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.rest.client.RestClientBuilder;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * REST clients of the other services' internal endpoints, the one way every service builds them.
 *
 * <ul>
 *   <li>A service is found at {@code PLATFORM_ROUTE_<SERVICE>_URL} (the gateway's routing variables), else in
 *       this same server. The variable may name several copies, comma-separated: each call goes to the next
 *       one in turn, so a caller's Fault Tolerance retry after a refused connection lands on another copy.
 *   <li>Connect and read timeouts bound every call ({@code PLATFORM_REMOTE_CONNECT_TIMEOUT_MILLIS}, default
 *       1000, and {@code PLATFORM_REMOTE_READ_TIMEOUT_MILLIS}, default 3500).
 *   <li>The internal credential goes on every call.
 *   <li>The default exception mapper is off: callers read statuses themselves, so a 404 is an answer, not a
 *       failure that would open a circuit.
 * </ul>
 */
public final class InternalRestClients {

    private InternalRestClients() {}

    public static <T> T build(Config config, PlatformSettings settings, String service, Class<T> api) {
        List<URI> bases = bases(config, service);
        RestClientBuilder b = RestClientBuilder.newBuilder()
                .baseUri(bases.get(0))
                .connectTimeout(config.getOptionalValue("platform.remote.connect-timeout-millis", Long.class).orElse(1000L), TimeUnit.MILLISECONDS)
                .readTimeout(config.getOptionalValue("platform.remote.read-timeout-millis", Long.class).orElse(3500L), TimeUnit.MILLISECONDS)
                .property("microprofile.rest.client.disable.default.mapper", true)
                .register(new InternalCallCredentials(settings, service));
        if (bases.size() > 1) {
            b.register(new CopyRotation(bases));
        }
        return b.build(api);
    }

    /** The copies of {@code service}, without trailing slashes: the route variable's list, else this server. */
    public static List<URI> bases(Config config, String service) {
        String urls = config.getOptionalValue("platform.route." + service + ".url", String.class)
                .orElse("http://127.0.0.1:" + config.getOptionalValue("platform.http.port", String.class).orElse("9080") + "/" + service);
        return parse(urls);
    }

    static List<URI> parse(String urls) {
        List<URI> out = new ArrayList<>();
        for (String u : urls.split(",")) {
            String t = u.trim().replaceAll("/+$", "");
            if (!t.isEmpty()) {
                out.add(URI.create(t));
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("a service route needs at least one URL");
        }
        return out;
    }

    /** Sends each call to the next copy: the client is built on the first copy's URL, and this rewrites it. */
    static final class CopyRotation implements ClientRequestFilter {
        private final List<URI> bases;
        private final String first;
        private final AtomicInteger next = new AtomicInteger();

        CopyRotation(List<URI> bases) {
            this.bases = List.copyOf(bases);
            this.first = bases.get(0).toString();
        }

        @Override
        public void filter(ClientRequestContext request) {
            request.setUri(rewrite(request.getUri()));
        }

        URI rewrite(URI uri) {
            String u = uri.toString();
            if (!u.startsWith(first)) {
                return uri;
            }
            URI base = bases.get(Math.floorMod(next.getAndIncrement(), bases.size()));
            return URI.create(base + u.substring(first.length()));
        }
    }
}
