package net.ccpay.common.events;

import net.ccpay.common.ops.Spans;
import net.ccpay.common.ops.TraceContext;

import java.util.function.BooleanSupplier;

/**
 * The broker hop in a trace (when tracing is on): a PRODUCER span for each event the outbox relay publishes, a
 * child of the request that recorded the event (the outbox row's {@code traceparent}), whose context travels as
 * the message's {@code traceparent} property; and a CONSUMER span for each event a service handles, a child of
 * that producer span, current while the handler runs, so that what the handler records (an outbox row, a webhook)
 * carries it. Named after OpenTelemetry's messaging conventions: {@code publish platform.events},
 * {@code process platform.events}.
 */
final class EventSpans {

    private EventSpans() {}

    static Spans.Span publishing(String eventId, String type, String traceparent) {
        return attributes(Spans.producer("publish " + EventTopology.ADDRESS, traceparent), "send", eventId, type);
    }

    /**
     * Runs one event's handling inside its CONSUMER span, with the context received kept for
     * {@link TraceContext#current()} as well (what is passed on when tracing is off). The caller clears it.
     */
    static boolean process(EventInbox.Incoming in, BooleanSupplier handling) {
        TraceContext.propagated(in.traceparent());
        Spans.Span span = attributes(Spans.consumer("process " + EventTopology.ADDRESS, in.traceparent()), "process",
                in.event().eventId(), in.event().type());
        try {
            boolean fresh = handling.getAsBoolean();
            span.attribute("ccpay.event.duplicate", !fresh);
            return fresh;
        } catch (RuntimeException e) {
            span.failed(e.getClass().getName());
            throw e;
        } finally {
            span.close();
        }
    }

    private static Spans.Span attributes(Spans.Span span, String operation, String eventId, String type) {
        return span.attribute("messaging.system", "activemq")
                .attribute("messaging.destination.name", EventTopology.ADDRESS)
                .attribute("messaging.operation.type", operation)
                .attribute("messaging.message.id", eventId)
                .attribute("ccpay.event.type", type);
    }
}
