package net.ccpay.auth.agents.infrastructure;

import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.web.InternalCallCredentials;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.rest.client.RestClientBuilder;

import java.net.URI;
import java.util.concurrent.TimeUnit;

/**
 * Rest clients of the other services' internal endpoints: each service is found at
 * {@code PLATFORM_ROUTE_<SERVICE>_URL}, else in this same server; connect and read timeouts from
 * {@code platform.remote.*}; the internal credential on every call; statuses read by the caller (a 404
 * is an answer, not an exception that would count against a circuit breaker).
 */
public final class InternalRestClients {

    private InternalRestClients() {}

    public static <T> T build(Config config, PlatformSettings settings, String service, Class<T> api) {
        return RestClientBuilder.newBuilder()
                .baseUri(baseUri(config, service))
                .connectTimeout(config.getOptionalValue("platform.remote.connect-timeout-millis", Long.class).orElse(1000L), TimeUnit.MILLISECONDS)
                .readTimeout(config.getOptionalValue("platform.remote.read-timeout-millis", Long.class).orElse(3500L), TimeUnit.MILLISECONDS)
                .property("microprofile.rest.client.disable.default.mapper", true)
                .register(new InternalCallCredentials(settings, service))
                .build(api);
    }

    /** Why a call failed, in words for a client (never the library's message). */
    public static String why(Throwable failure) {
        return failure instanceof org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException ? "it failed repeatedly just now"
                : failure instanceof org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException ? "it did not answer in time"
                : "it cannot be reached";
    }

    private static URI baseUri(Config config, String service) {
        String base = config.getOptionalValue("platform.route." + service + ".url", String.class)
                .orElse("http://127.0.0.1:" + config.getOptionalValue("platform.http.port", String.class).orElse("9080") + "/" + service);
        return URI.create(base.replaceAll("/+$", ""));
    }
}
