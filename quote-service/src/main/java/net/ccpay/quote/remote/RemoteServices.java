package net.ccpay.quote.remote;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.remote.InternalRestClients;
import org.eclipse.microprofile.config.Config;

import java.io.StringReader;

/**
 * The REST clients of other services' internal endpoints, built the common way ({@link InternalRestClients}:
 * route variables with one or several copies, timeouts, internal credential, statuses read by the adapters).
 * The adapters' Fault Tolerance timeout (3 s) is shorter than the read timeout, so a stuck service ends as a
 * timeout, which is not retried; the read timeout is the backstop should a blocked read not notice the interruption.
 */
@ApplicationScoped
public class RemoteServices {

    @Inject
    Config config;

    @Inject
    PlatformSettings settings;

    public <T> T client(Class<T> api, String service) {
        return InternalRestClients.build(config, settings, service, api);
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
