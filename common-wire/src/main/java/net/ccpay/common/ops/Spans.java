package net.ccpay.common.ops;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The platform's own spans, for the hops Liberty's {@code mpTelemetry-2.1} does not trace by itself: the gateway's
 * forward to a service (CLIENT), an event's publication to the broker (PRODUCER), its handling by a service's
 * consumer (CONSUMER) and a webhook POST (CLIENT). Liberty makes the SERVER span of every HTTP request.
 *
 * <p>Tracing is on when the server has the feature and {@code OTEL_SDK_DISABLED=false}: this is decided once per
 * application ({@link #init()} at start), from the {@code OpenTelemetry} instance Liberty gives the application
 * through CDI. When it is off (the default), every method returns {@link #OFF}, which does nothing and whose
 * {@link Span#traceparent()} is null: the caller then passes on the context it received ({@link TraceContext}),
 * exactly as without spans, at the cost of a field read.
 *
 * <p>A span's parent is the {@code traceparent} given (the one an event or a webhook carries), else the current
 * context (the request's SERVER span on a request thread). What the next hop gets is the new span's own context,
 * {@link Span#traceparent()}.
 */
public final class Spans {

    private static final Logger LOG = Logger.getLogger(Spans.class.getName());

    /** The instrumentation scope of the platform's spans. */
    static final String SCOPE = "net.ccpay";

    /** One span of ours; closing it ends it (and leaves its scope when it was made current). */
    public interface Span extends AutoCloseable {

        /** This span's W3C context for the next hop; null when tracing is off. */
        String traceparent();

        /** {@link #traceparent()}, or {@code received} when tracing is off (the context passed on as it came). */
        default String traceparentOr(String received) {
            String own = traceparent();
            return own != null ? own : received;
        }

        Span attribute(String key, String value);

        Span attribute(String key, long value);

        Span attribute(String key, boolean value);

        /**
         * The HTTP status the other side answered ({@code http.response.status_code}); 4xx and 5xx mark a client
         * span as failed (OpenTelemetry's HTTP conventions).
         */
        Span httpStatus(int status);

        /** Failed without an answer: {@code error.type} (an exception class or a short reason, never a message). */
        Span failed(String errorType);

        /** Ends the span; a second call does nothing, and so do the methods above once it has ended. */
        @Override
        void close();
    }

    /** The span of a server where tracing is off. */
    public static final Span OFF = new Span() {
        @Override public String traceparent() { return null; }
        @Override public Span attribute(String key, String value) { return this; }
        @Override public Span attribute(String key, long value) { return this; }
        @Override public Span attribute(String key, boolean value) { return this; }
        @Override public Span httpStatus(int status) { return this; }
        @Override public Span failed(String errorType) { return this; }
        @Override public void close() { }
    };

    private static final Object NO_TRACER = new Object();
    /** io.opentelemetry.api.trace.Tracer when tracing is on, NO_TRACER when off, null until decided. */
    private static volatile Object tracer;

    private Spans() {}

    /**
     * Decides, once per application, whether tracing is on. Call it at start, on a thread of the application
     * (it asks CDI): later calls may come from threads that cannot. Each WAR has its own copy of this class.
     */
    public static boolean init() {
        Object t = tracer;
        if (t == null) {
            t = NO_TRACER;
            if (TraceContext.otelVisible()) {
                try {
                    Object found = Otel.tracer();
                    t = found == null ? NO_TRACER : found;
                } catch (RuntimeException | LinkageError e) {
                    LOG.log(Level.FINE, "No OpenTelemetry for this application; the platform's spans are off", e);
                }
            }
            tracer = t;
            if (t != NO_TRACER) {
                LOG.info("OpenTelemetry tracing is on: the platform adds CLIENT, PRODUCER and CONSUMER spans");
            }
        }
        return t != NO_TRACER;
    }

    /** Tests: spans from this tracer (an {@code io.opentelemetry.api.trace.Tracer}), or undecided again with null. */
    static void use(Object testTracer) {
        tracer = testTracer;
    }

    /** True when this application makes spans. */
    public static boolean enabled() {
        Object t = tracer;
        return t == null ? init() : t != NO_TRACER;
    }

    /** A CLIENT span (an outgoing HTTP request), not made current. */
    public static Span client(String name, String parentTraceparent) {
        return enabled() ? Otel.start(tracer, Otel.CLIENT, name, parentTraceparent, false) : OFF;
    }

    /** A PRODUCER span (a message sent to the broker), not made current. */
    public static Span producer(String name, String parentTraceparent) {
        return enabled() ? Otel.start(tracer, Otel.PRODUCER, name, parentTraceparent, false) : OFF;
    }

    /**
     * A CONSUMER span (a message handled), made current on this thread until closed, so that what the handler
     * records or sends ({@link TraceContext#current()}) carries it. Close it on the same thread.
     */
    public static Span consumer(String name, String parentTraceparent) {
        return enabled() ? Otel.start(tracer, Otel.CONSUMER, name, parentTraceparent, true) : OFF;
    }

    /** The W3C form of a span context: {@code 00-<trace id>-<span id>-<flags>}. */
    static String format(String traceId, String spanId, String flagsHex) {
        return "00-" + traceId + "-" + spanId + "-" + flagsHex;
    }

    /** Only loaded when the OpenTelemetry API is visible to the application. */
    private static final class Otel {
        static final int CLIENT = 0;
        static final int PRODUCER = 1;
        static final int CONSUMER = 2;

        /** The application's tracer when its OpenTelemetry is a real SDK, null when it is the no-op one. */
        static Object tracer() {
            io.opentelemetry.api.OpenTelemetry otel = jakarta.enterprise.inject.spi.CDI.current()
                    .select(io.opentelemetry.api.OpenTelemetry.class).get();
            if (otel.getTracerProvider() == io.opentelemetry.api.trace.TracerProvider.noop()) {
                return null;
            }
            return otel.getTracer(SCOPE);
        }

        static Span start(Object tracer, int kind, String name, String parentTraceparent, boolean makeCurrent) {
            io.opentelemetry.api.trace.SpanBuilder b = ((io.opentelemetry.api.trace.Tracer) tracer).spanBuilder(name)
                    .setSpanKind(kind == CLIENT ? io.opentelemetry.api.trace.SpanKind.CLIENT
                            : kind == PRODUCER ? io.opentelemetry.api.trace.SpanKind.PRODUCER
                            : io.opentelemetry.api.trace.SpanKind.CONSUMER);
            if (TraceContext.valid(parentTraceparent)) {
                io.opentelemetry.api.trace.SpanContext parent = io.opentelemetry.api.trace.SpanContext.createFromRemoteParent(
                        parentTraceparent.substring(3, 35), parentTraceparent.substring(36, 52),
                        io.opentelemetry.api.trace.TraceFlags.fromHex(parentTraceparent, 53),
                        io.opentelemetry.api.trace.TraceState.getDefault());
                b.setParent(io.opentelemetry.context.Context.root().with(io.opentelemetry.api.trace.Span.wrap(parent)));
            }
            io.opentelemetry.api.trace.Span span = b.startSpan();
            return new Live(span, makeCurrent ? span.makeCurrent() : null, kind != CONSUMER);
        }
    }

    private static final class Live implements Span {
        private final io.opentelemetry.api.trace.Span span;
        private final io.opentelemetry.context.Scope scope;
        private final boolean client;
        private final AtomicBoolean ended = new AtomicBoolean();

        Live(io.opentelemetry.api.trace.Span span, io.opentelemetry.context.Scope scope, boolean client) {
            this.span = span;
            this.scope = scope;
            this.client = client;
        }

        @Override
        public String traceparent() {
            io.opentelemetry.api.trace.SpanContext c = span.getSpanContext();
            return c.isValid() ? format(c.getTraceId(), c.getSpanId(), c.getTraceFlags().asHex()) : null;
        }

        @Override
        public Span attribute(String key, String value) {
            if (value != null && !ended.get()) {
                span.setAttribute(key, value);
            }
            return this;
        }

        @Override
        public Span attribute(String key, long value) {
            if (!ended.get()) {
                span.setAttribute(key, value);
            }
            return this;
        }

        @Override
        public Span attribute(String key, boolean value) {
            if (!ended.get()) {
                span.setAttribute(key, value);
            }
            return this;
        }

        @Override
        public Span httpStatus(int status) {
            if (ended.get()) {
                return this;
            }
            span.setAttribute("http.response.status_code", status);
            if (client && status >= 400) {
                span.setAttribute("error.type", Integer.toString(status));
                span.setStatus(io.opentelemetry.api.trace.StatusCode.ERROR);
            }
            return this;
        }

        @Override
        public Span failed(String errorType) {
            if (ended.get()) {
                return this;
            }
            span.setAttribute("error.type", errorType);
            span.setStatus(io.opentelemetry.api.trace.StatusCode.ERROR);
            return this;
        }

        @Override
        public void close() {
            if (ended.compareAndSet(false, true)) {
                if (scope != null) {
                    scope.close();
                }
                span.end();
            }
        }
    }
}
