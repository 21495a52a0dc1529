package net.ccpay.gateway.proxy;

import net.ccpay.common.ops.Metrics;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The gateway's metrics: every request as {@code gateway.requests} (count and latency histogram) tagged with
 * the operation id of routes.tsv (never the raw path: {@code unmatched} for paths refused before an operation
 * was found) and the status class; refusals for rate limits as {@code gateway.rate.limited}, by which limit.
 */
@jakarta.enterprise.context.ApplicationScoped
public class GatewayMetrics {

    /** The operation tag of a request refused before it matched an operation (bad path, unknown path, 405). */
    static final String UNMATCHED = "unmatched";

    private final Map<String, Metrics.Timer> timers = new ConcurrentHashMap<>();
    private final Map<String, Metrics.Counter> limited = new ConcurrentHashMap<>();

    GatewayMetrics() {
        Metrics.service("gateway");
    }

    void request(String operationId, int status, long nanos) {
        String op = operationId == null ? UNMATCHED : operationId;
        String statusClass = statusClass(status);
        timers.computeIfAbsent(op + ' ' + statusClass, k -> Metrics.timer("gateway.requests",
                "Requests through the gateway, by operation and status class, and how long the gateway took to answer them",
                Map.of("operation", op, "status", statusClass))).record(nanos);
    }

    /**
     * A request refused for a rate limit: {@code auth_failures} by the gateway's own throttle on failed
     * authentications, {@code service} when a service answered 429 (wallet challenge and verify limits).
     */
    void rateLimited(String limit) {
        limited.computeIfAbsent(limit, l -> Metrics.counter("gateway.rate.limited",
                "Requests answered 429 RATE_LIMITED, by the limit that refused them", Map.of("limit", l))).inc();
    }

    static String statusClass(int status) {
        return status >= 100 && status < 600 ? (status / 100) + "xx" : "other";
    }
}
