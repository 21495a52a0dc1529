package net.ccpay.common.ops;

import java.time.Duration;
import java.util.Map;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The application's metrics, for the gateway and the services: counters, timers (count and latency
 * histogram) and gauges in MicroProfile Metrics' application registry, which Liberty's {@code mpMetrics-5.1}
 * serves as Prometheus text at {@code /metrics} on the health port (never on the API port). A server without
 * the feature (the in-container test server) gets no-op metrics, so callers never check.
 *
 * <p>Names are dotted here ({@code gateway.requests}); the Prometheus text has them with underscores and a unit
 * suffix ({@code gateway_requests_seconds_count}), plus {@code mp_scope="application"} and {@code service} (the
 * application that registered it, from {@link #service(String)}: the all-in-one server runs five applications
 * and Liberty keeps one application registry for all of them). Tags must have a small, fixed set of values (an operation id, an outcome,
 * a currency), never an id or a raw path.
 */
public final class Metrics {

    private static final Logger LOG = Logger.getLogger(Metrics.class.getName());

    /** A monotonically increasing count. */
    public interface Counter {
        void inc();
    }

    /** Durations: a count, a sum and a histogram. */
    public interface Timer {
        void record(long nanos);

        default void record(Duration d) {
            record(d.toNanos());
        }
    }

    private static final Counter NO_COUNTER = () -> { };
    private static final Timer NO_TIMER = nanos -> { };

    private static volatile Boolean available;
    private static volatile String service;

    private Metrics() {}

    /**
     * Names the application (gateway, quote-service...) for the {@code service} tag of every metric it registers
     * afterwards. Each WAR has its own copy of this class, so this is per application; call it at start.
     */
    public static void service(String name) {
        service = name;
    }

    /** True when this server has MicroProfile Metrics (and so a /metrics endpoint). */
    public static boolean enabled() {
        Boolean a = available;
        if (a == null) {
            try {
                Class.forName("org.eclipse.microprofile.metrics.MetricRegistry", false, Metrics.class.getClassLoader());
                a = Mp.registry() != null;
            } catch (ClassNotFoundException | LinkageError e) {
                LOG.log(Level.FINE, "MicroProfile Metrics not in this server; metrics are off", e);
                a = false;
            } catch (RuntimeException e) {
                // the API is there but no registry: say why once, this server was meant to have metrics
                LOG.log(Level.WARNING, "MicroProfile Metrics API visible but no metric registry; this application's metrics are off", e);
                a = false;
            }
            available = a;
        }
        return a;
    }

    public static Counter counter(String name, String description, Map<String, String> tags) {
        return enabled() ? Mp.counter(name, description, tags) : NO_COUNTER;
    }

    public static Timer timer(String name, String description, Map<String, String> tags) {
        return enabled() ? Mp.timer(name, description, tags) : NO_TIMER;
    }

    /** A value read when /metrics is scraped; keep the supplier cheap (read a field, not a database). */
    public static void gauge(String name, String description, String unit, Supplier<? extends Number> value, Map<String, String> tags) {
        if (enabled()) {
            Mp.gauge(name, description, unit, value, tags);
        }
    }

    /** Only loaded when the MicroProfile Metrics API is visible to the application. */
    private static final class Mp {
        private static volatile org.eclipse.microprofile.metrics.MetricRegistry registry;

        static org.eclipse.microprofile.metrics.MetricRegistry registry() {
            if (registry == null) {
                // The @RegistryType(APPLICATION) producer: the @Default one reads its scope from an injection point,
                // which a programmatic lookup does not have.
                registry = jakarta.enterprise.inject.spi.CDI.current().select(org.eclipse.microprofile.metrics.MetricRegistry.class,
                        new ApplicationType()).get();
            }
            return registry;
        }

        @SuppressWarnings("all")
        private static final class ApplicationType extends jakarta.enterprise.util.AnnotationLiteral<org.eclipse.microprofile.metrics.annotation.RegistryType>
                implements org.eclipse.microprofile.metrics.annotation.RegistryType {
            @Override
            public org.eclipse.microprofile.metrics.MetricRegistry.Type type() {
                return org.eclipse.microprofile.metrics.MetricRegistry.Type.APPLICATION;
            }
        }

        private static org.eclipse.microprofile.metrics.Tag[] tags(Map<String, String> tags) {
            java.util.TreeMap<String, String> all = new java.util.TreeMap<>(tags);
            if (service != null) {
                all.put("service", service);
            }
            return all.entrySet().stream()
                    .map(e -> new org.eclipse.microprofile.metrics.Tag(e.getKey(), e.getValue()))
                    .toArray(org.eclipse.microprofile.metrics.Tag[]::new);
        }

        private static org.eclipse.microprofile.metrics.Metadata metadata(String name, String description, String unit) {
            return org.eclipse.microprofile.metrics.Metadata.builder().withName(name).withDescription(description).withUnit(unit).build();
        }

        static Counter counter(String name, String description, Map<String, String> tags) {
            org.eclipse.microprofile.metrics.Counter c = registry().counter(
                    metadata(name, description, org.eclipse.microprofile.metrics.MetricUnits.NONE), tags(tags));
            return c::inc;
        }

        static Timer timer(String name, String description, Map<String, String> tags) {
            org.eclipse.microprofile.metrics.Timer t = registry().timer(
                    metadata(name, description, org.eclipse.microprofile.metrics.MetricUnits.NANOSECONDS), tags(tags));
            return nanos -> t.update(Duration.ofNanos(nanos));
        }

        static void gauge(String name, String description, String unit, Supplier<? extends Number> value, Map<String, String> tags) {
            Supplier<Number> s = value::get;
            registry().gauge(metadata(name, description, unit == null ? org.eclipse.microprofile.metrics.MetricUnits.NONE : unit), s, tags(tags));
        }
    }
}
