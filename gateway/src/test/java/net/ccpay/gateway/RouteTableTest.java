package net.ccpay.gateway;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import net.ccpay.common.internal.Permission;
import net.ccpay.gateway.routing.Route;
import net.ccpay.gateway.routing.RouteTable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RouteTableTest {

    static RouteTable table;

    @BeforeAll
    static void load() throws Exception {
        try (InputStream in = RouteTableTest.class.getResourceAsStream("/routes.tsv")) {
            table = RouteTable.load(in);
        }
    }

    @Test
    void everyOperationOfTheContractIsRouted() {
        long contractOps = table.routes().stream().filter(r -> !r.operationId().startsWith("ops")
                && !r.operationId().equals("sendTestWebhookBriefPath") && !r.operationId().startsWith("getWebhookPublicKey")
                && !r.operationId().equals("getCardPanEmbed")).count();
        assertEquals(153, contractOps);
    }

    @Test
    void theLookupGoesToQuoteService() {
        Route r = table.match("GET", "/receiver/external-account/ExternalAccount:abc").route();
        assertEquals("lookupExternalAccount", r.operationId());
        assertEquals("quote-service", r.service());
        assertEquals(Route.Auth.BASIC, r.auth());
    }

    @Test
    void literalSegmentsWinOverParameters() {
        assertEquals("listCustomerInternalAccounts", table.match("GET", "/customers/internal-accounts").route().operationId());
        assertEquals("getCustomerById", table.match("GET", "/customers/Customer:1").route().operationId());
        assertEquals("getAgentMe", table.match("GET", "/agents/me").route().operationId());
        assertEquals("getAgentById", table.match("GET", "/agents/Agent:1").route().operationId());
    }

    @Test
    void aKnownPathWithAnotherMethodIsNotAllowedAndSaysWhatIs() {
        RouteTable.Match m = table.match("PUT", "/customers/Customer:1");
        assertNull(m.route());
        assertTrue(m.pathKnown());
        assertEquals(Set.of("GET", "PATCH", "DELETE"), m.allowedMethods());
    }

    @Test
    void aMethodOfALessSpecificTemplateDoesNotCaptureALiteralPath() {
        // DELETE exists on /customers/{customerId} but not on /customers/internal-accounts
        RouteTable.Match m = table.match("DELETE", "/customers/internal-accounts");
        assertNull(m.route());
        assertEquals(Set.of("GET"), m.allowedMethods());
    }

    @Test
    void unknownPathsMatchNothing() {
        RouteTable.Match m = table.match("GET", "/nope");
        assertNull(m.route());
        assertFalse(m.pathKnown());
        assertFalse(table.match("GET", "/customers/a/b/c").pathKnown());
        assertFalse(table.match("GET", "/customers//").pathKnown());
    }

    @Test
    void deviceCodeRedemptionNeedsNoCredentialsAndAgentOperationsNeedBearer() {
        assertEquals(Route.Auth.NONE, table.match("POST", "/agents/device-codes/GRID-AGENT-1/redeem").route().auth());
        assertEquals(Route.Auth.BEARER, table.match("POST", "/agents/me/quotes").route().auth());
    }

    @Test
    void theCardRevealPageTakesNoCredentialsItsOneTimeTokenIsOne() {
        Route page = table.match("GET", "/cards/Card:1/pan-embed").route();
        assertEquals(Route.Auth.NONE, page.auth());
        assertEquals("quote-service", page.service());
        assertEquals(Route.Auth.BASIC, table.match("POST", "/cards/Card:1/reveal").route().auth());
        assertEquals(Permission.TRANSACT, table.match("POST", "/cards/Card:1/reveal").route().permission());
    }

    @Test
    void methodsAreCaseSensitive() {
        RouteTable.Match m = table.match("get", "/customers/Customer:1");
        assertNull(m.route());
        assertTrue(m.pathKnown(), "a known path with an unknown method is a 405");
    }

    @Test
    void everyApiTokenOperationNamesItsPermission() {
        assertEquals(Permission.VIEW, table.match("GET", "/customers").route().permission());
        assertEquals(Permission.MANAGE, table.match("POST", "/customers").route().permission());
        assertEquals(Permission.MANAGE, table.match("PATCH", "/config").route().permission());
        assertEquals(Permission.TRANSACT, table.match("POST", "/quotes").route().permission());
        assertEquals(Permission.TRANSACT, table.match("POST", "/quotes/Quote:1/execute").route().permission());
        assertEquals(Permission.OPERATOR, table.match("POST", "/ops/webhooks/signing-key/rotate").route().permission());
        for (Route r : table.routes()) {
            assertEquals(r.auth() == Route.Auth.BASIC, r.permission() != null, r.operationId());
            if (r.template().startsWith("/ops/overview/")) {
                // the console's overview: each aggregate needs what the page showing the same data needs
                assertEquals("GET", r.method(), r.operationId());
                assertEquals(r.template().equals("/ops/overview/webhooks") ? Permission.OPERATOR : Permission.VIEW, r.permission(), r.operationId());
            } else if (r.template().startsWith("/ops/")) {
                assertEquals(Permission.OPERATOR, r.permission(), r.operationId());
            }
        }
    }

    /**
     * The document served at GET /openapi (META-INF/openapi.json, written by the deploy module's
     * OpenApiDocumentGenerator) has exactly the routed operations, each with the route's operation id, service,
     * permission and security, a success response, and a schema for every request and response body.
     */
    @Test
    void theServedOpenApiDocumentDescribesEveryRouteWithItsSchemas() throws Exception {
        JsonObject doc;
        try (InputStream in = RouteTableTest.class.getResourceAsStream("/META-INF/openapi.json")) {
            doc = Json.createReader(in).readObject();
        }
        assertEquals("3.1.0", doc.getString("openapi"));
        JsonObject paths = doc.getJsonObject("paths");
        List<String> wrong = new ArrayList<>();
        for (Route r : table.routes()) {
            String at = r.method() + " " + r.template();
            JsonObject item = paths.getJsonObject(r.template());
            JsonObject op = item == null ? null : item.getJsonObject(r.method().toLowerCase(Locale.ROOT));
            if (op == null) {
                wrong.add(at + " (" + r.operationId() + ") is missing");
                continue;
            }
            if (!r.operationId().equals(op.getString("operationId", null))) {
                wrong.add(at + " is " + op.getString("operationId", null) + ", not " + r.operationId());
            }
            if (!r.service().equals(op.getString("x-platform-service", null))) {
                wrong.add(at + ": x-platform-service is not " + r.service());
            }
            String permission = r.permission() == null ? null : r.permission().name();
            if (!Objects.equals(permission, op.getString("x-platform-permission", null))) {
                wrong.add(at + ": x-platform-permission is not " + permission);
            }
            String security = switch (r.auth()) {
                case BASIC -> "[{\"BasicAuth\":[]}]";
                case BEARER -> "[{\"AgentAuth\":[]}]";
                case NONE -> "[]";
            };
            if (!security.equals(String.valueOf(op.get("security")))) {
                wrong.add(at + ": security is " + op.get("security") + ", not " + security);
            }
            JsonObject responses = op.getJsonObject("responses");
            if (responses == null || responses.keySet().stream().noneMatch(s -> s.startsWith("2"))) {
                wrong.add(at + " has no success response");
                continue;
            }
            for (Map.Entry<String, JsonValue> e : responses.entrySet()) {
                if (!e.getKey().equals("204")) {
                    schemas(at + " " + e.getKey(), e.getValue().asJsonObject(), doc, wrong);
                }
            }
            if (op.containsKey("requestBody")) {
                schemas(at + " request", op.getJsonObject("requestBody"), doc, wrong);
            }
        }
        long documented = paths.values().stream().mapToLong(i -> i.asJsonObject().keySet().stream().filter(k -> !k.equals("parameters")).count()).sum();
        if (documented != table.routes().size()) {
            wrong.add(documented + " operations documented, " + table.routes().size() + " routed");
        }
        assertEquals(List.of(), wrong, "openapi.json and routes.tsv disagree: run the deploy module's OpenApiDocumentGenerator");
    }

    /** Each media type of a body (or of the request body it references) has a schema. */
    private static void schemas(String at, JsonObject body, JsonObject doc, List<String> wrong) {
        if (body.containsKey("$ref")) {
            String name = body.getString("$ref").substring("#/components/requestBodies/".length());
            body = doc.getJsonObject("components").getJsonObject("requestBodies").getJsonObject(name);
        }
        JsonObject content = body.getJsonObject("content");
        if (content == null || content.isEmpty()) {
            wrong.add(at + " has no content");
            return;
        }
        content.forEach((media, m) -> {
            if (!(m.asJsonObject().get("schema") instanceof JsonObject)) {
                wrong.add(at + " " + media + " has no schema");
            }
        });
    }
}
