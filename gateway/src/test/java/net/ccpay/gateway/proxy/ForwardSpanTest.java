package net.ccpay.gateway.proxy;

import net.ccpay.gateway.routing.Route;
import net.ccpay.gateway.upstream.Upstream;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

class ForwardSpanTest {

    @Test
    void withTracingOffTheServiceGetsTheHeadersAsTheGatewayMadeThem() throws Exception {
        // no OpenTelemetry in a unit test: tracing is off, as in a server without OTEL_SDK_DISABLED=false
        Route route = new Route("POST", "/customers", "createCustomer", "customer-service", Route.Auth.BASIC, net.ccpay.common.internal.Permission.MANAGE);
        Map<String, String> headers = Map.of("traceparent", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01");
        @SuppressWarnings("unchecked")
        Map<String, String>[] sent = new Map[1];
        Upstream.Answer answer = ForwardSpan.around(route, URI.create("http://127.0.0.1:9080/customer-service/customers"), headers, h -> {
            sent[0] = h;
            return new Upstream.Answer(201, Map.of(), new byte[0]);
        });
        assertSame(headers, sent[0], "the same headers, the client's traceparent among them");
        assertEquals(201, answer.status());
    }
}
