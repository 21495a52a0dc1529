package net.ccpay.quote.remote;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.web.InternalCallCredentials;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.rest.client.RestClientBuilder;

import java.io.StringReader;
import java.net.URI;
import java.util.concurrent.TimeUnit;

/**
 * Builds the REST clients of other services' internal endpoints. A service is found at
 * {@code PLATFORM_ROUTE_<SERVICE>_URL} (the gateway's routing variables), else in this same server.
 * Connect and read timeouts bound every call ({@code PLATFORM_REMOTE_CONNECT_TIMEOUT_MILLIS}, default
 * 1000, and {@code PLATFORM_REMOTE_READ_TIMEOUT_MILLIS}, default 3500). The adapters' Fault Tolerance
 * timeout (3 s) is the shorter one, so a stuck service ends as a timeout, which is not retried; the read
 * timeout is the backstop should a blocked read not notice the interruption. The default exception mapper is off: adapters read the status themselves,
 * so a 404 is an answer, not a failure that would open the circuit.
 */
@ApplicationScoped
public class RemoteServices {

    @Inject
    Config config;

    @Inject
    PlatformSettings settings;

    public <T> T client(Class<T> api, String service) {
        return RestClientBuilder.newBuilder()
                .baseUri(baseUri(service))
                .connectTimeout(config.getOptionalValue("platform.remote.connect-timeout-millis", Long.class).orElse(1000L), TimeUnit.MILLISECONDS)
                .readTimeout(config.getOptionalValue("platform.remote.read-timeout-millis", Long.class).orElse(3500L), TimeUnit.MILLISECONDS)
                .property("microprofile.rest.client.disable.default.mapper", true)
                .register(new InternalCallCredentials(settings, service))
                .build(api);
    }

    URI baseUri(String service) {
        String base = config.getOptionalValue("platform.route." + service + ".url", String.class)
                .orElse("http://127.0.0.1:" + config.getOptionalValue("platform.http.port", String.class).orElse("9080") + "/" + service);
        return URI.create(base.replaceAll("/+$", ""));
    }

    /** The JSON object a 200 answer carries; any other status is a {@link RemoteCallFailed} of {@code service}. */
    public static JsonObject objectOf(Response r, String service) {
        if (r.getStatus() != 200) {
            throw new RemoteCallFailed(service, r.getStatus());
        }
        try (JsonReader reader = JsonP.createReader(new StringReader(r.readEntity(String.class)))) {
            return reader.readObject();
        }
    }
}
