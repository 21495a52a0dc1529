package net.ccpay.gateway.proxy;

import net.ccpay.common.ops.Spans;
import net.ccpay.common.ops.TraceContext;
import net.ccpay.gateway.routing.Route;
import net.ccpay.gateway.upstream.Upstream;

import java.io.IOException;
import java.net.URI;
import java.util.HashMap;
import java.util.Map;

/**
 * The gateway's CLIENT span around one call to a copy of a service (one per attempt when the gateway tries
 * another copy): a child of the gateway's SERVER span (Liberty's, current on the request thread), named after the
 * operation's method and path template ({@code POST /customers}). Its context is the {@code traceparent} the
 * service gets, so the service's SERVER span is its child. With tracing off the call runs as it was, with the
 * headers unchanged.
 */
final class ForwardSpan {

    /** The call to the service, given the headers to send. */
    interface Call {
        Upstream.Answer send(Map<String, String> headers) throws IOException;
    }

    private ForwardSpan() {}

    static Upstream.Answer around(Route route, URI target, Map<String, String> headers, Call call) throws IOException {
        if (!Spans.enabled()) {
            return call.send(headers);
        }
        try (Spans.Span span = Spans.client(route.method() + " " + route.template(), null)) {
            span.attribute("http.request.method", route.method())
                    .attribute("url.template", route.template())
                    .attribute("server.address", target.getHost())
                    .attribute("server.port", target.getPort())
                    .attribute("ccpay.operation", route.operationId())
                    .attribute("ccpay.service", route.service());
            Map<String, String> withSpan = new HashMap<>(headers);
            String traceparent = span.traceparent();
            if (traceparent != null) {
                withSpan.put(TraceContext.HEADER, traceparent);
            }
            try {
                Upstream.Answer answer = call.send(withSpan);
                span.httpStatus(answer.status());
                return answer;
            } catch (IOException | RuntimeException e) {
                span.failed(e.getClass().getName());
                throw e;
            }
        }
    }
}
