package net.ccpay.gateway;

import net.ccpay.common.internal.Permission;
import net.ccpay.gateway.routing.Route;
import net.ccpay.gateway.routing.RouteTable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
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
                && !r.operationId().equals("sendTestWebhookBriefPath") && !r.operationId().startsWith("getWebhookPublicKey")).count();
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
            if (r.template().startsWith("/ops/")) {
                assertEquals(Permission.OPERATOR, r.permission(), r.operationId());
            }
        }
    }

    @Test
    void theServedOpenApiDocumentListsEveryRoute() throws Exception {
        String doc;
        try (InputStream in = RouteTableTest.class.getResourceAsStream("/META-INF/openapi.yaml")) {
            doc = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        for (Route r : table.routes()) {
            assertTrue(doc.contains("operationId: " + r.operationId() + "\n"),
                    r.operationId() + " missing from openapi.yaml: run gateway/tools/gen-openapi.py");
        }
    }
}
