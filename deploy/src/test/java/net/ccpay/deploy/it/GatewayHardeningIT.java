package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.AccessLog;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.InternalCalls;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.RawHttp;
import net.ccpay.deploy.it.support.Tokens;
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

    /**
     * Liberty's HTTP channel matches method names case-insensitively before any application sees
     * them (MethodValues' matcher), so {@code get} arrives as {@code GET}: what must hold is that a
     * different spelling never bypasses a check. Method tokens Liberty does not know arrive as sent
     * and are 405.
     */
    @Test
    void aLowerCaseMethodGetsExactlyTheChecksOfItsOperation() throws Exception {
        RawHttp.send("get", BASE + CUSTOMER, "", null).assertEnvelope(401, "UNAUTHORIZED");
        String viewOnly = Tokens.insert("VIEW");
        RawHttp.Reply delete = RawHttp.send("delete", BASE + CUSTOMER,
                "Authorization: " + Api.basic(viewOnly, Tokens.SECRET) + "\r\n", null);
        delete.assertEnvelope(403, "FORBIDDEN");
        AccessLog.assertNotForwarded(List.of(delete.header("X-Correlation-Id")));
    }

    @Test
    void anUnknownMethodTokenIsNotAllowed() throws Exception {
        RawHttp.Reply r = RawHttp.send("FETCH", BASE + CUSTOMER, RawHttp.authorization(), null);
        r.assertEnvelope(405, "METHOD_NOT_ALLOWED");
        assertEquals("DELETE, GET, PATCH", r.header("Allow"));
        AccessLog.assertNotForwarded(List.of(r.header("X-Correlation-Id")));
    }

    @Test
    void nonCanonicalPathsAreRefusedAndNotForwarded() throws Exception {
        List<String> corrs = new ArrayList<>();
        for (String path : List.of(
                "/customers/../tokens",
                "/customers/./Customer:019542f5-b3e7-1d02-0000-000000000001",
                "/customers//Customer:019542f5-b3e7-1d02-0000-000000000001",
                "/%63ustomers",
                "/customers;v=1",
                "/customers/Customer:019542f5-b3e7-1d02-0000-000000000001;x=1")) {
            RawHttp.Reply r = RawHttp.send("GET", BASE + path, RawHttp.authorization(), null);
            JsonObject e = r.assertEnvelope(400, "INVALID_INPUT");
            assertTrue(e.getString("message").contains("canonical"), path + ": " + e);
            corrs.add(r.header("X-Correlation-Id"));
        }
        AccessLog.assertNotForwarded(corrs);
    }

    /** Liberty refuses these itself, before the gateway; its error page is the gateway's (web.xml). */
    @Test
    void anEncodedSlashABackslashOrEncodedDotsAreTheEnvelopeNotAnHtmlPage() {
        RawHttp.send("GET", BASE + "/customers%2FCustomer:019542f5-b3e7-1d02-0000-000000000001", RawHttp.authorization(), null)
                .assertEnvelope(400, "INVALID_INPUT");
        RawHttp.send("GET", BASE + "/customers/\\..\\tokens", RawHttp.authorization(), null).assertEnvelope(400, "INVALID_INPUT");
        RawHttp.send("GET", BASE + "/customers/%2E%2E/tokens", RawHttp.authorization(), null).assertEnvelope(400, "INVALID_INPUT");
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

    /**
     * A header beyond Liberty's limit (32 KB, the most httpOptions allows) is refused by the HTTP
     * channel before any application: a bare 400 without a body. No page, no internals.
     */
    @Test
    void anOversizedHeaderIsABare400WithoutAPage() {
        RawHttp.Reply r = RawHttp.send("GET", BASE + CUSTOMER, RawHttp.authorization() + "X-Big: " + "a".repeat(100_000) + "\r\n", null);
        assertEquals(400, r.status());
        assertEquals("", r.body());
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
        // the service served exactly the path the gateway authorized, still encoded as the client sent it
        assertEquals(List.of(new AccessLog.ServiceLine("quote-service", "GET", "/quote-service/receiver/uma/%24nobody%40example.com", r.status())),
                AccessLog.assertForwarded(r.header("X-Correlation-Id")));
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

    static long customerCount() {
        Api.Reply r = Api.get("/customers?limit=1");
        assertEquals(200, r.status());
        return r.json().getJsonNumber("totalCount").longValueExact();
    }

    /** The services' JSON reader refuses numbers of over about 1,100 characters: the gateway refuses them first, as input. */
    @Test
    void aHugeNumberAnywhereInABodyIsInvalidInputAndWritesNothing() throws Exception {
        String big = "1".repeat(1_200);
        long before = customerCount();
        List<String> corrs = new ArrayList<>();
        for (String[] call : List.of(
                new String[] {"POST", "/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Big Number\",\"extra\":" + big + "}"},
                new String[] {"POST", "/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Big Number\",\"x\":[{\"y\":-0." + big + "e5}]}"},
                new String[] {"POST", "/quotes", "{\"lockedCurrencyAmount\":" + big + "}"},
                new String[] {"POST", "/transfer-out", "{\"amount\":" + big + "}"},
                new String[] {"POST", "/sandbox/internal-accounts/InternalAccount:019542f5-b3e7-1d02-0000-000000000001/fund", "{\"amount\":" + big + "}"},
                new String[] {"PATCH", "/config", "{\"supportedCurrencies\":" + big + "}"},
                new String[] {"POST", "/agents", "{\"policy\":{\"spendingLimits\":{\"dailyLimit\":" + big + "}}}"},
                new String[] {"POST", "/auth/credentials", "{\"n\":" + big + "}"})) {
            RawHttp.Reply r = RawHttp.send(call[0], BASE + call[1], RawHttp.authorization() + "Content-Type: application/json\r\n", call[2]);
            JsonObject e = r.assertEnvelope(400, "INVALID_INPUT");
            assertTrue(e.getString("message").contains("number"), call[1] + ": " + e);
            corrs.add(r.header("X-Correlation-Id"));
        }
        AccessLog.assertNotForwarded(corrs);
        assertEquals(before, customerCount(), "nothing was written");
    }

    @Test
    void twoIdempotencyKeysAreRefusedAndWriteNothing() throws Exception {
        long before = customerCount();
        RawHttp.Reply r = RawHttp.send("POST", BASE + "/customers", RawHttp.authorization() + "Content-Type: application/json\r\n"
                + "Idempotency-Key: first-" + java.util.UUID.randomUUID() + "\r\nIdempotency-Key: second-" + java.util.UUID.randomUUID() + "\r\n",
                "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Two Keys\"}");
        JsonObject e = r.assertEnvelope(400, "INVALID_INPUT");
        assertTrue(e.getString("message").contains("Idempotency-Key"), e.toString());
        AccessLog.assertNotForwarded(List.of(r.header("X-Correlation-Id")));
        assertEquals(before, customerCount());
    }

    /**
     * Two different Content-Lengths make the body's end ambiguous (request smuggling): Liberty's HTTP channel refuses
     * the request with 400 before the platform sees it; nothing is written either way.
     */
    @Test
    void twoDifferentContentLengthsAreRefused() {
        long before = customerCount();
        String body = "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Two Lengths\"}";
        RawHttp.Reply r = RawHttp.send("POST", BASE + "/customers", RawHttp.authorization() + "Content-Type: application/json\r\n"
                + "Content-Length: 5\r\n", body);
        assertEquals(400, r.status(), r.body());
        assertEquals(before, customerCount());
    }

    /** Inside the console, the web container's errors answer with the console's own page: no Java in it. */
    @Test
    void theConsolesErrorsShowTheConsolesOwnPage() {
        for (String path : List.of("/console/WEB-INF/web.xml", "/console/no-such-page.js", "/console/%c0%af", "/console/META-INF/MANIFEST.MF",
                "/console/a;b")) {
            RawHttp.Reply r = RawHttp.send("GET", path, "", null);
            assertTrue(r.status() >= 400 && r.status() < 500, path + ": " + r.status());
            assertTrue(r.body().contains("This address shows nothing"), path + ": " + r.body());
            assertTrue(!r.body().contains("Exception") && !r.body().contains("SRVE"), path + ": " + r.body());
        }
    }

    @Test
    void aMalformedCursorOnTheOperatorWebhookListIsInvalidInput() {
        JsonObject e = Api.get("/ops/webhooks?cursor=not-a-cursor").assertError(400, "INVALID_INPUT");
        assertTrue(e.toString().contains("cursor"), e.toString());
    }

    /** The contract's format: email, strictly: no markup in the local part, no look-alike letters in the domain. */
    @Test
    void eMailsThatAreNotPlainAsciiAddressesAreRefusedAndNothingIsWritten() {
        long before = customerCount();
        for (String email : List.of("\"><img/src=x>@example.com", "p@ex\u0430mple.com", "a..b@example.com", "a@-example.com")) {
            Api.Reply r = Api.postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Mail Check\",\"email\":\""
                    + email.replace("\"", "\\\"") + "\"}");
            JsonObject e = r.assertError(400, "INVALID_INPUT");
            assertTrue(e.toString().contains("email"), email + ": " + e);
        }
        assertEquals(before, customerCount(), "nothing was written");
        assertEquals(201, Api.postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Mail Check\",\"email\":\"mail.check+1@example.com\"}").status());
    }
}
