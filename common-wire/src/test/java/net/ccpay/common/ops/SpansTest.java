package net.ccpay.common.ops;

import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.common.CompletableResultCode;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.Collection;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SpansTest {

    private static final String TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
    private static final String PARENT = "00f067aa0ba902b7";
    private static final String RECEIVED = "00-" + TRACE + "-" + PARENT + "-01";

    private final List<SpanData> ended = new CopyOnWriteArrayList<>();
    private SdkTracerProvider provider;
    private Tracer tracer;

    @BeforeEach
    void sdk() {
        SpanExporter collect = new SpanExporter() {
            @Override public CompletableResultCode export(Collection<SpanData> spans) {
                ended.addAll(spans);
                return CompletableResultCode.ofSuccess();
            }
            @Override public CompletableResultCode flush() { return CompletableResultCode.ofSuccess(); }
            @Override public CompletableResultCode shutdown() { return CompletableResultCode.ofSuccess(); }
        };
        provider = SdkTracerProvider.builder().addSpanProcessor(SimpleSpanProcessor.create(collect)).build();
        tracer = provider.get(Spans.SCOPE);
    }

    @AfterEach
    void undecided() {
        Spans.use(null);
        TraceContext.clear();
        provider.close();
    }

    @Test
    void withoutOpenTelemetryInTheApplicationEverySpanIsOffAndTheReceivedContextIsPassedOn() {
        // no CDI container here, so no OpenTelemetry instance: off, as in a server with OTEL_SDK_DISABLED unset
        assertFalse(Spans.init());
        assertSame(Spans.OFF, Spans.client("GET x", RECEIVED));
        assertSame(Spans.OFF, Spans.producer("publish x", RECEIVED));
        assertSame(Spans.OFF, Spans.consumer("process x", RECEIVED));
        assertNull(Spans.OFF.traceparent());
        assertEquals(RECEIVED, Spans.OFF.traceparentOr(RECEIVED));
        assertNull(Spans.OFF.traceparentOr(null));
        TraceContext.propagated(RECEIVED);
        try (Spans.Span span = Spans.consumer("process x", RECEIVED)) {
            assertEquals(RECEIVED, TraceContext.current(), "what a handler records is the context received");
        }
    }

    @Test
    void aClientSpanIsAChildOfTheGivenContextAndPassesOnItsOwn() {
        Spans.use(tracer);
        String sent;
        try (Spans.Span span = Spans.client("POST webhook", RECEIVED)) {
            sent = span.traceparent();
            span.httpStatus(200);
        }
        assertTrue(TraceContext.valid(sent), sent);
        assertEquals(TRACE, TraceContext.traceId(sent), "same trace");
        assertNotEquals(PARENT, sent.substring(36, 52), "its own span id");
        assertTrue(sent.endsWith("-01"), "sampled, as its parent");
        assertEquals(1, ended.size());
        SpanData d = ended.get(0);
        assertEquals(SpanKind.CLIENT, d.getKind());
        assertEquals("POST webhook", d.getName());
        assertEquals(PARENT, d.getParentSpanId());
        assertEquals(sent.substring(36, 52), d.getSpanId());
        assertEquals(StatusCode.UNSET, d.getStatus().getStatusCode());
    }

    @Test
    void withoutAGivenContextTheSpanIsAChildOfTheCurrentOne() {
        Spans.use(tracer);
        io.opentelemetry.api.trace.Span server = tracer.spanBuilder("GET /x").setSpanKind(SpanKind.SERVER).startSpan();
        try (Scope s = server.makeCurrent(); Spans.Span span = Spans.client("GET /x", null)) {
            assertEquals(server.getSpanContext().getTraceId(), TraceContext.traceId(span.traceparent()));
        }
        server.end();
        SpanData client = ended.stream().filter(d -> d.getKind() == SpanKind.CLIENT).findFirst().orElseThrow();
        assertEquals(server.getSpanContext().getSpanId(), client.getParentSpanId());
    }

    @Test
    void aConsumerSpanIsCurrentWhileItIsOpenSoWhatTheHandlerRecordsCarriesIt() {
        Spans.use(tracer);
        TraceContext.propagated(RECEIVED);
        String recorded;
        String own;
        try (Spans.Span span = Spans.consumer("process platform.events", RECEIVED)) {
            own = span.traceparent();
            recorded = TraceContext.current();
        }
        assertEquals(own, recorded, "the consumer span, not the producer's context");
        assertFalse(io.opentelemetry.api.trace.Span.current().getSpanContext().isValid(), "its scope is left when it ends");
        assertEquals(RECEIVED, TraceContext.current(), "then the received context again");
        SpanData d = ended.get(0);
        assertEquals(SpanKind.CONSUMER, d.getKind());
        assertEquals(PARENT, d.getParentSpanId());
        assertSame(Context.root(), Context.current());
    }

    @Test
    void aProducerSpanWithoutAContextStartsATrace() {
        Spans.use(tracer);
        try (Spans.Span span = Spans.producer("publish platform.events", null)) {
            assertTrue(TraceContext.valid(span.traceparent()));
        }
        assertEquals(SpanKind.PRODUCER, ended.get(0).getKind());
        assertFalse(ended.get(0).getParentSpanContext().isValid(), "a root span");
    }

    @Test
    void anErrorAnswerOrAFailureMarksTheSpanAndItEndsOnce() {
        Spans.use(tracer);
        Spans.Span refused = Spans.client("POST webhook", RECEIVED);
        refused.httpStatus(503);
        refused.close();
        refused.close();
        refused.failed("late").attribute("late", "ignored");
        Spans.Span failed = Spans.client("POST webhook", RECEIVED).failed("connect timed out");
        failed.close();
        assertEquals(2, ended.size(), "each span exported once");
        assertEquals(StatusCode.ERROR, ended.get(0).getStatus().getStatusCode());
        assertEquals(503L, ended.get(0).getAttributes().get(io.opentelemetry.api.common.AttributeKey.longKey("http.response.status_code")));
        assertEquals("503", ended.get(0).getAttributes().get(io.opentelemetry.api.common.AttributeKey.stringKey("error.type")));
        assertNull(ended.get(0).getAttributes().get(io.opentelemetry.api.common.AttributeKey.stringKey("late")));
        assertEquals("connect timed out", ended.get(1).getAttributes().get(io.opentelemetry.api.common.AttributeKey.stringKey("error.type")));
        assertEquals(StatusCode.ERROR, ended.get(1).getStatus().getStatusCode());
    }
}
