package net.ccpay.gateway.proxy;

import net.ccpay.gateway.upstream.Upstream;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which upstream answers the gateway relays: only those of the service's application (see GatewayServlet#forward). */
class AnsweredByServiceTest {

    private static final String CORR = "6f1c2a0e-2b4b-4c47-9d0e-3f0f7c1f2a11";

    @Test
    void aServiceErrorEchoingTheCorrelationIdIsTheServicesOwnAnswer() {
        Upstream.Answer notFound = new Upstream.Answer(404, Map.of("x-correlation-id", CORR, "content-type", "application/json"),
                "{\"status\":404,\"code\":\"REFERENCE_NOT_FOUND\",\"message\":\"No such quote\"}".getBytes(StandardCharsets.UTF_8));
        assertTrue(GatewayServlet.answeredByService(notFound, CORR));
    }

    @Test
    void libertysPageForAStoppedApplicationIsNot() {
        Upstream.Answer page = new Upstream.Answer(404, Map.of("content-type", "text/html; charset=UTF-8"),
                "<html><body>The application or context root for this request has not been found</body></html>".getBytes(StandardCharsets.UTF_8));
        assertFalse(GatewayServlet.answeredByService(page, CORR));
    }

    @Test
    void anAnswerToAnotherRequestIsNot() {
        Upstream.Answer other = new Upstream.Answer(200, Map.of("x-correlation-id", "another-request"), new byte[0]);
        assertFalse(GatewayServlet.answeredByService(other, CORR));
    }
}
