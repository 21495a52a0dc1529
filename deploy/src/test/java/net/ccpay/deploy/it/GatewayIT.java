package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.AccessLog;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Onboarding;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.RawHttp;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpRequest;
import java.util.List;
import java.util.UUID;

import static net.ccpay.deploy.it.support.Api.basic;
import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.postJson;
import static net.ccpay.deploy.it.support.Api.request;
import static net.ccpay.deploy.it.support.Api.send;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The gateway as a client meets it: authentication, routing, limits and the error envelope. */
class GatewayIT {

    private static final String LOOKUP = "/receiver/external-account/ExternalAccount:019542f5-b3e7-1d02-0000-000000000001";

    @Test
    void readinessIsUpWhenDatabaseAndBrokerAre() {
        Api.Reply r = send(HttpRequest.newBuilder(URI.create(PlatformHarness.healthUrl() + "/health/ready")).GET().build());
        assertEquals(200, r.status(), r.raw().body());
        assertTrue(r.raw().body().contains("\"broker\":\"UP\""), r.raw().body());
        assertTrue(r.raw().body().contains("\"database\":\"UP\""), r.raw().body());
    }

    @Test
    void theOpenApiDocumentListsTheLookup() {
        Api.Reply r = send(HttpRequest.newBuilder(URI.create(PlatformHarness.serverUrl() + "/openapi")).GET().build());
        assertEquals(200, r.status());
        assertTrue(r.raw().body().contains("operationId: lookupExternalAccount"), "openapi document");
        assertFalse(r.raw().body().contains("/internal/"), "internal endpoints stay out of the public document");
    }

    @Test
    void missingCredentialsAre401WithAChallenge() {
        Api.Reply r = send(HttpRequest.newBuilder(URI.create(PlatformHarness.baseUrl() + LOOKUP + "?customerId=x")).GET().build());
        r.assertError(401, "UNAUTHORIZED");
        assertEquals("Basic realm=\"platform\"", r.header("WWW-Authenticate"));
    }

    @Test
    void aWrongSecretIs401AndTheSecretIsNotEchoed() {
        Api.Reply r = send(request(LOOKUP).setHeader("Authorization", basic("sandbox", "wrong-secret-123")).GET().build());
        JsonObject e = r.assertError(401, "UNAUTHORIZED");
        assertFalse(e.toString().contains("wrong-secret-123"));
        send(request(LOOKUP).setHeader("Authorization", basic("nobody", "sandbox-secret")).GET().build()).assertError(401, "UNAUTHORIZED");
    }

    @Test
    void twoAuthorizationHeadersAre401EvenIfOneIsValid() {
        send(request(LOOKUP).header("Authorization", basic("sandbox", "wrong")).GET().build()).assertError(401, "UNAUTHORIZED");
    }

    @Test
    void malformedAuthorizationHeadersAre401() {
        for (String h : List.of("Basic", "Basic !!!", "Basic " + java.util.Base64.getEncoder().encodeToString("nocolon".getBytes()), "Digest abc")) {
            send(request(LOOKUP).setHeader("Authorization", h).GET().build()).assertError(401, "UNAUTHORIZED");
        }
    }

    @Test
    void aBearerTokenOnAPlatformPathAndAMalformedOneOnAnAgentPathAre401() {
        send(request(LOOKUP).setHeader("Authorization", "Bearer gat_123").GET().build()).assertError(401, "UNAUTHORIZED");
        send(request("/agents/me").setHeader("Authorization", "Bearer gat_123").GET().build()).assertError(401, "UNAUTHORIZED");
    }

    @Test
    void responsesCarryACorrelationIdAndNoSessionCookie() {
        Api.Reply r = get(LOOKUP + "?customerId=Customer:019542f5-b3e7-1d02-0000-000000000001");
        assertNotNull(r.header("X-Correlation-Id"));
        assertNull(r.header("Set-Cookie"), "no LtpaToken2 or session cookie");
    }

    /**
     * The gateway's and the service's lines of one request share its correlation id: the service's own line
     * (logger net.ccpay.access), and both lines of Liberty's HTTP access log, since the gateway reaches every
     * service over HTTP.
     */
    @Test
    void aRequestsCorrelationIdIsOnTheLinesOfTheGatewayAndOfTheService() throws Exception {
        Api.Reply r = get("/customers/Customer:019542f5-b3e7-1d02-0000-0000000000c1");
        String corr = r.header("X-Correlation-Id");
        assertEquals(List.of(new AccessLog.ServiceLine("customer-service", "GET", "/customer-service/customers/Customer:019542f5-b3e7-1d02-0000-0000000000c1",
                r.status())), AccessLog.assertForwarded(corr));
        // the witness of the gateway tests' "not forwarded" fails on a request that was forwarded
        org.junit.jupiter.api.Assertions.assertThrows(AssertionError.class, () -> AccessLog.assertNotForwarded(List.of(corr)));
        assertEquals("http", AccessLog.hop(corr));
        java.nio.file.Path log = java.nio.file.Path.of(System.getProperty("platform.work.dir", "target/it"))
                .resolve("wlp-output/platform/logs/access.log");
        long deadline = System.nanoTime() + 15_000_000_000L;
        List<String> lines = List.of();
        while (System.nanoTime() < deadline) {
            if (java.nio.file.Files.exists(log)) {
                try (var all = java.nio.file.Files.lines(log)) {
                    lines = all.filter(l -> l.endsWith("corr=" + corr)).toList();
                }
                if (lines.size() >= 2) {
                    break;
                }
            }
            Thread.sleep(250);
        }
        assertEquals(2, lines.size(), "the gateway's line and the service's: " + lines);
        assertTrue(lines.stream().anyMatch(l -> l.contains("/grid/2025-10-13/customers/")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.contains("/customer-service/customers/")), lines.toString());
    }

    @Test
    void unknownPathsAre404AndWrongMethods405() {
        get("/no-such-thing").assertError(404, "REFERENCE_NOT_FOUND");
        Api.Reply r = send(request("/customers/Customer:019542f5-b3e7-1d02-0000-000000000001").PUT(HttpRequest.BodyPublishers.noBody()).build());
        r.assertError(405, "METHOD_NOT_ALLOWED");
        assertEquals("DELETE, GET, PATCH", r.header("Allow"));
    }

    @Test
    void malformedJsonIs400() {
        postJson("/customers", "{\"customerType\": ").assertError(400, "INVALID_INPUT");
        postJson("/customers", "{} {}").assertError(400, "INVALID_INPUT");
    }

    @Test
    void aBodyThatIsNotJsonIs415() {
        send(request("/customers").header("Content-Type", "text/plain").POST(HttpRequest.BodyPublishers.ofString("hello")).build())
                .assertError(415, "UNSUPPORTED_MEDIA_TYPE");
    }

    @Test
    void anOversizedBodyIs413() {
        String big = "{\"fullName\":\"" + "x".repeat(1_100_000) + "\"}";
        postJson("/customers", big).assertError(413, "PAYLOAD_TOO_LARGE");
    }

    @Test
    void delegatedKeysAreRoutedToAuthService() {
        // formerly this class's 501 probe; NoNotImplementedIT now walks every route for a 501
        JsonObject list = get("/auth/delegated-keys?accountId=InternalAccount:019542f5-b3e7-1d02-0000-000000000001").json();
        assertEquals(0, list.getJsonArray("data").size());
        send(request("/auth/delegated-keys").header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString("{}")).build())
                .assertError(400, "INVALID_INPUT");
    }

    @Test
    void theLookupNeedsASender() {
        JsonObject e = get(LOOKUP).assertError(400, "INVALID_INPUT");
        assertEquals("customerId", e.getJsonObject("details").getJsonArray("errors").getJsonObject(0).getString("field"));
    }

    @Test
    void theLookupOfAnUnknownAccountIs404() {
        get(LOOKUP + "?customerId=Customer:019542f5-b3e7-1d02-0000-000000000001").assertError(404, "REFERENCE_NOT_FOUND");
        get("/receiver/external-account/garbage?senderUmaAddress=$a@b.com").assertError(404, "REFERENCE_NOT_FOUND");
    }

    @Test
    void anUnknownCustomerIs404() {
        get("/customers/Customer:019542f5-b3e7-1d02-0000-000000000001").assertError(404, "USER_NOT_FOUND");
    }

    @Test
    void servicesRefuseRequestsThatDidNotComeThroughTheGateway() {
        String direct = PlatformHarness.serverUrl() + "/customer-service/customers/Customer:019542f5-b3e7-1d02-0000-000000000001";
        send(HttpRequest.newBuilder(URI.create(direct)).GET().build()).assertError(401, "UNAUTHORIZED");
        send(HttpRequest.newBuilder(URI.create(direct)).header("X-Internal-Auth", "guess")
                .header("X-Principal-Type", "PLATFORM").header("X-Principal-Id", "Token:x").GET().build()).assertError(401, "UNAUTHORIZED");
        String verify = PlatformHarness.serverUrl() + "/auth-service/internal/tokens/verify";
        send(HttpRequest.newBuilder(URI.create(verify)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"clientId\":\"sandbox\",\"secret\":\"sandbox-secret\"}")).build())
                .assertError(401, "UNAUTHORIZED");
    }

    @Test
    void internalEndpointsAreNotReachableThroughTheGateway() {
        postJson("/internal/tokens/verify", "{\"clientId\":\"sandbox\",\"secret\":\"sandbox-secret\"}").assertError(404, "REFERENCE_NOT_FOUND");
    }

    @Test
    void errorAnswersKeepTheConnectionOpenForTheNextRequest() throws Exception {
        String customer = Onboarding.individual("Keep Alive").getString("id");
        String base = URI.create(PlatformHarness.baseUrl()).getPath();
        String auth = RawHttp.authorization();
        String json = auth + "Content-Type: application/json\r\n";
        try (RawHttp.Connection c = RawHttp.open()) {
            keptOpen(c.send("POST", base + "/customers", json, "{\"customerType\":\"INDIVIDUAL\",\"email\":\"not-an-email\"}"))
                    .assertEnvelope(400, "INVALID_INPUT");
            keptOpen(c.send("GET", base + "/customers/Customer:" + UUID.randomUUID(), auth, null)).assertEnvelope(404, "USER_NOT_FOUND");
            // refused before its body is read: the server skips the body to reach the next request
            keptOpen(c.send("POST", base + "/no-such-operation", json, "{\"unread\":\"" + "x".repeat(10_000) + "\"}"))
                    .assertEnvelope(404, "REFERENCE_NOT_FOUND");
            keptOpen(c.send("POST", base + "/customers/" + customer + "/verify-email", json, "{}")).assertEnvelope(409, "CONFLICT");
            keptOpen(c.send("POST", base + "/customers", json, "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"x\".\"}"))
                    .assertEnvelope(400, "INVALID_INPUT");
            RawHttp.Reply ok = keptOpen(c.send("GET", base + "/customers/" + customer, auth, null));
            assertEquals(200, ok.status(), ok.body());
            assertTrue(ok.body().contains(customer), ok.body());
        }
    }

    /** The answer does not announce the end of its connection (whose next request then proves it open). */
    private static RawHttp.Reply keptOpen(RawHttp.Reply r) {
        assertNotEquals("close", String.valueOf(r.header("Connection")).toLowerCase(java.util.Locale.ROOT),
                () -> r.status() + " closed the connection: " + r.headers());
        return r;
    }
}
