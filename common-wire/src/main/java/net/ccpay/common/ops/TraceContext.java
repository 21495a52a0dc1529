package net.ccpay.common.ops;

import java.util.regex.Pattern;

/**
 * The W3C trace context ({@code traceparent}) that follows one request from the gateway through a service,
 * the outbox and the broker to the webhook POST. When OpenTelemetry is on (Liberty's {@code mpTelemetry-2.1}
 * with {@code OTEL_SDK_DISABLED=false}), the current span is the truth: Liberty starts a SERVER span for each
 * HTTP request, a child of the {@code traceparent} it came with, and the platform adds its own CLIENT, PRODUCER
 * and CONSUMER spans for the hops between ({@link Spans}). When it is off (the default), the context received is
 * passed on as it came, so a caller's trace id still reaches the webhook receiver.
 *
 * <p>Hops that cross a store or a queue (an event on the broker, a webhook waiting for its delivery) carry the
 * header value itself: the outbox row keeps it, the relay sets it as the JMS message property
 * {@value #HEADER}, the consumer restores it with {@link #propagated(String)} while it handles the event,
 * and webhook-service keeps it with the delivery and sends it on the POST.
 */
public final class TraceContext {

    public static final String HEADER = "traceparent";

    private static final Pattern FORMAT = Pattern.compile("00-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}");
    private static final ThreadLocal<String> PROPAGATED = new ThreadLocal<>();
    private static final boolean OTEL = detectOtel();

    private TraceContext() {}

    /** True when the OpenTelemetry API is visible to this application (its server has mpTelemetry). */
    static boolean otelVisible() {
        return OTEL;
    }

    private static boolean detectOtel() {
        try {
            Class.forName("io.opentelemetry.api.trace.Span", false, TraceContext.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /** A well-formed version-00 traceparent with non-zero trace and parent ids. */
    public static boolean valid(String traceparent) {
        return traceparent != null && traceparent.length() == 55 && FORMAT.matcher(traceparent).matches()
                && !traceparent.startsWith("00-00000000000000000000000000000000-")
                && !traceparent.regionMatches(36, "0000000000000000", 0, 16);
    }

    /** The trace id (32 hex digits) of a valid traceparent, or null. */
    public static String traceId(String traceparent) {
        return valid(traceparent) ? traceparent.substring(3, 35) : null;
    }

    /** Remembers the context received for the work this thread does now (null or invalid: none). */
    public static void propagated(String traceparent) {
        if (valid(traceparent)) {
            PROPAGATED.set(traceparent);
        } else {
            PROPAGATED.remove();
        }
    }

    public static void clear() {
        PROPAGATED.remove();
    }

    /** What to pass on from this thread: the current span's context, else the one received; null when none. */
    public static String current() {
        if (OTEL) {
            String fromSpan = Otel.currentSpan();
            if (fromSpan != null) {
                return fromSpan;
            }
        }
        return PROPAGATED.get();
    }

    /** Only loaded when the OpenTelemetry API is visible to the application. */
    private static final class Otel {
        static String currentSpan() {
            try {
                io.opentelemetry.api.trace.SpanContext c = io.opentelemetry.api.trace.Span.current().getSpanContext();
                return c.isValid() ? Spans.format(c.getTraceId(), c.getSpanId(), c.getTraceFlags().asHex()) : null;
            } catch (RuntimeException | LinkageError e) {
                return null;
            }
        }
    }
}
