package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hostile requests as an attacker sends them, raw over a socket where the JDK client would refuse
 * or fix them: each is a 4xx in the envelope, and none reaches a service.
 */
class GatewayHardeningIT {

    private static final String BASE = "/grid/2025-10-13";
    private static final String CUSTOMER = "/customers/Customer:019542f5-b3e7-1d02-0000-000000000001";

    @Test
    void lowerCaseMethodsAreNotAllowed() throws Exception {
        RawHttp.Reply r = RawHttp.send("get", BASE + CUSTOMER, RawHttp.authorization(), null);
        r.assertEnvelope(405, "METHOD_NOT_ALLOWED");
        assertEquals("DELETE, GET, PATCH", r.header("Allow"));
        RawHttp.Reply post = RawHttp.send("post", BASE + "/customers", RawHttp.authorization() + "Content-Type: application/json\r\n",
                "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Lower Case\"}");
        post.assertEnvelope(405, "METHOD_NOT_ALLOWED");
        AccessLog.assertNotForwarded(List.of(r.header("X-Correlation-Id"), post.header("X-Correlation-Id")));
    }

    @Test
    void nonCanonicalPathsAreRefusedAndNotForwarded() throws Exception {
        List<String> corrs = new ArrayList<>();
        for (String path : List.of(
                "/customers/../tokens",
                "/customers/./Customer:019542f5-b3e7-1d02-0000-000000000001",
                "/customers//Customer:019542f5-b3e7-1d02-0000-000000000001",
                "/%63ustomers",
                "/customers/%2E%2E/tokens",
                "/customers;jsessionid=abc",
                "/customers/Customer:019542f5-b3e7-1d02-0000-000000000001;x=1")) {
            RawHttp.Reply r = RawHttp.send("GET", BASE + path, RawHttp.authorization(), null);
            JsonObject e = r.assertEnvelope(400, "INVALID_INPUT");
            assertTrue(e.getString("message").contains("canonical"), path + ": " + e);
            corrs.add(r.header("X-Correlation-Id"));
        }
        AccessLog.assertNotForwarded(corrs);
    }

    @Test
    void anEncodedSlashIsTheEnvelopeNotAnHtmlPage() {
        RawHttp.Reply r = RawHttp.send("GET", BASE + "/customers%2FCustomer:019542f5-b3e7-1d02-0000-000000000001", RawHttp.authorization(), null);
        assertTrue(r.status() == 400 || r.status() == 404, "status " + r.status() + ": " + r.body());
        r.assertEnvelope(r.status(), r.status() == 400 ? "INVALID_INPUT" : "REFERENCE_NOT_FOUND");
    }

    @Test
    void webInfIsAnUnknownPathInTheEnvelope() {
        for (String path : List.of("/WEB-INF/web.xml", "/WEB-INF/", "/META-INF/MANIFEST.MF", "/web-inf/web.xml")) {
            RawHttp.Reply r = RawHttp.send("GET", BASE + path, RawHttp.authorization(), null);
            r.assertEnvelope(404, "REFERENCE_NOT_FOUND");
        }
    }

    @Test
    void theErrorPageAskedForDirectlyIsAnUnknownPath() {
        RawHttp.send("GET", BASE + "/_error", RawHttp.authorization(), null).assertEnvelope(404, "REFERENCE_NOT_FOUND");
    }

    @Test
    void anOversizedHeaderIsTheEnvelope() {
        RawHttp.Reply r = RawHttp.send("GET", BASE + CUSTOMER, RawHttp.authorization() + "X-Big: " + "a".repeat(100_000) + "\r\n", null);
        assertTrue(r.status() >= 400 && r.status() < 500, "status " + r.status());
        r.assertEnvelope(r.status(), r.status() == 413 ? "PAYLOAD_TOO_LARGE" : "INVALID_INPUT");
    }

    @Test
    void aQueryStringThatIsNotAValidUriIs400() throws Exception {
        RawHttp.Reply r = RawHttp.send("GET", BASE + "/customers?limit=1|2", RawHttp.authorization(), null);
        r.assertEnvelope(400, "INVALID_INPUT");
        AccessLog.assertNotForwarded(List.of(r.header("X-Correlation-Id")));
    }

    @Test
    void jsonNestedAThousandDeepIs400AndNotForwarded() throws Exception {
        String deep = "{\"customerType\":\"INDIVIDUAL\",\"x\":" + "[".repeat(1000) + "]".repeat(1000) + "}";
        Api.Reply r = Api.postJson("/customers", deep);
        JsonObject e = r.assertError(400, "INVALID_INPUT");
        assertTrue(e.getString("message").contains("deeper"), e.toString());
        AccessLog.assertNotForwarded(List.of(r.header("X-Correlation-Id")));
    }

    @Test
    void aBogusCharsetIs415AndNotForwarded() throws Exception {
        Api.Reply r = Api.send(Api.request("/customers").header("Content-Type", "application/json; charset=bogus")
                .POST(HttpRequest.BodyPublishers.ofString("{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Bogus Charset\"}")).build());
        r.assertError(415, "UNSUPPORTED_MEDIA_TYPE");
        Api.Reply lookAlike = Api.send(Api.request("/customers").header("Content-Type", "application/jsonp")
                .POST(HttpRequest.BodyPublishers.ofString("{}")).build());
        lookAlike.assertError(415, "UNSUPPORTED_MEDIA_TYPE");
        AccessLog.assertNotForwarded(List.of(r.header("X-Correlation-Id"), lookAlike.header("X-Correlation-Id")));
    }

    @Test
    void multipartWithoutABoundaryIs400AndNotForwarded() throws Exception {
        Api.Reply r = Api.send(Api.request("/documents").header("Content-Type", "multipart/form-data")
                .POST(HttpRequest.BodyPublishers.ofString("--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nb\r\n--x--\r\n")).build());
        r.assertError(400, "INVALID_INPUT");
        AccessLog.assertNotForwarded(List.of(r.header("X-Correlation-Id")));
    }

    @Test
    void aPercentEncodedUmaAddressIsCanonicalAndReachesTheService() throws Exception {
        Api.Reply r = Api.get("/receiver/uma/%24nobody%40example.com?customerId=Customer:019542f5-b3e7-1d02-0000-000000000001");
        AccessLog.assertForwarded(r.header("X-Correlation-Id"));
    }

    @Test
    void servicesRefuseTheSharedSecretItselfAndCredentialsForAnotherService() {
        String direct = PlatformHarness.serverUrl() + "/customer-service/customers/Customer:019542f5-b3e7-1d02-0000-000000000001";
        Api.send(HttpRequest.newBuilder(URI.create(direct)).header("X-Internal-Auth", PlatformHarness.platform().internalSecret())
                .GET().build()).assertError(401, "UNAUTHORIZED");
        Api.send(HttpRequest.newBuilder(URI.create(direct)).header("X-Internal-Auth", InternalCalls.credentialFor("quote-service"))
                .GET().build()).assertError(401, "UNAUTHORIZED");
        Api.send(HttpRequest.newBuilder(URI.create(direct)).header("X-Internal-Auth", InternalCalls.credentialFor("customer-service"))
                .GET().build()).assertError(404, "USER_NOT_FOUND");
    }
}
