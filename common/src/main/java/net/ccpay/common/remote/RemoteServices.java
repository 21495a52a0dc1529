package net.ccpay.common.remote;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.json.JsonP;
import org.eclipse.microprofile.config.Config;

import java.io.StringReader;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * What every adapter of another service's internal API uses: its REST client, built once on first use
 * the common way ({@link InternalRestClients}: route variables with one or several copies, connect and
 * read timeouts, the internal credential, statuses left to the adapter), and the reading of an answer
 * by its status. A failure to get an answer becomes the adapter's 503 through {@link RemoteFailures}.
 *
 * <p>The adapters extend {@link RemoteAdapter} (or {@link IdempotentRemoteAdapter}), which carries the Fault
 * Tolerance annotations once, without numbers: the timeout, retries and circuit breaker thresholds are
 * MicroProfile Config properties, set in this module's {@code META-INF/microprofile-config.properties} from
 * the {@code platform.remote.*} settings (docs/operations.md). The Fault Tolerance timeout (3 s) is shorter than the read timeout, so a stuck
 * service ends as a timeout, which is not retried; the read timeout is the backstop should a blocked
 * read not notice the interruption.
 */
@ApplicationScoped
public class RemoteServices {

    @Inject
    Config config;

    @Inject
    PlatformSettings settings;

    private final ConcurrentMap<String, Object> clients = new ConcurrentHashMap<>();

    /** The REST client {@code api} of {@code service} ("customer-service"), built on first use. */
    public <A> A client(Class<A> api, String service) {
        return api.cast(clients.computeIfAbsent(service + " " + api.getName(), k -> InternalRestClients.build(config, settings, service, api)));
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

    /** Like {@link #objectOf}, with a 404 an answer (nothing there), not a failure. */
    public static Optional<JsonObject> objectIfFound(Response r, String service) {
        return r.getStatus() == 404 ? Optional.empty() : Optional.of(objectOf(r, service));
    }

    /** Whether the thing asked about exists: 200 yes, 404 no, any other status a {@link RemoteCallFailed}. */
    public static boolean found(Response r, String service) {
        if (r.getStatus() == 200 || r.getStatus() == 404) {
            return r.getStatus() == 200;
        }
        throw new RemoteCallFailed(service, r.getStatus());
    }
}
