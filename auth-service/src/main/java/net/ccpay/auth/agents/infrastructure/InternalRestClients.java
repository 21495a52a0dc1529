package net.ccpay.auth.agents.infrastructure;

import net.ccpay.common.config.PlatformSettings;
import org.eclipse.microprofile.config.Config;

/** Rest clients of the other services' internal endpoints (built by common's InternalRestClients), and why a call failed. */
public final class InternalRestClients {

    private InternalRestClients() {}

    public static <T> T build(Config config, PlatformSettings settings, String service, Class<T> api) {
        return net.ccpay.common.remote.InternalRestClients.build(config, settings, service, api);
    }

    /** Why a call failed, in words for a client (never the library's message). */
    public static String why(Throwable failure) {
        return failure instanceof org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException ? "it failed repeatedly just now"
                : failure instanceof org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException ? "it did not answer in time"
                : "it cannot be reached";
    }
}
