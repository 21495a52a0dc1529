package net.ccpay.deploy.it;

import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.Tokens;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Walks the gateway's route table (gateway/src/main/resources/routes.tsv, the one place each operation's permission
 * lives) and calls every operation with no credentials and with a VIEW-only, a TRANSACT-only and a MANAGE-only
 * token: a token is let through exactly when it holds the operation's permission. It also holds the table to the
 * documented families (docs/security.md): whatever moves money needs TRANSACT, the operator endpoints OPERATOR (but the
 * console's read-only overviews, which need what the pages showing the same data need).
 */
class PermissionsIT {

    record Route(String method, String template, String operationId, String auth, String permission) {}

    static List<Route> routes;
    static Map<String, String> tokens = new TreeMap<>();

    /** Operations that move money, directly or by approving what an agent started: TRANSACT, whoever else may read them. */
    static final Set<String> MONEY = Set.of("createTransferIn", "createTransferOut", "createQuote", "executeQuote", "authorizeQuote",
            "confirmReceiptDelivery", "approvePendingPayment", "rejectPendingPayment", "cancelTransaction", "approveAgentAction",
            "rejectAgentAction", "sandboxSend", "sandboxReceive", "sandboxFundInternalAccount", "exportInternalAccount",
            "createStablecoinMint", "createStablecoinBurn");

    @BeforeAll
    static void readTheTableAndMakeTokens() throws Exception {
        Path repo = Path.of(System.getProperty("platform.repo.dir", ".."));
        routes = new ArrayList<>();
        for (String line : Files.readAllLines(repo.resolve("gateway/src/main/resources/routes.tsv"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            routes.add(new Route(f[0], f[1], f[2], f[4], f[5]));
        }
        assertTrue(routes.size() > 140, "the whole table was read: " + routes.size());
        for (String p : List.of("VIEW", "TRANSACT", "MANAGE")) {
            tokens.put(p, Tokens.insert(p));
        }
    }

    static Route route(String operationId) {
        return routes.stream().filter(r -> r.operationId().equals(operationId)).findFirst().orElseThrow(() -> new AssertionError(operationId));
    }

    @Test
    void theTableFollowsTheDocumentedFamilies() {
        for (String op : MONEY) {
            assertEquals("TRANSACT", route(op).permission(), op + " moves money");
        }
        assertEquals(route("approvePendingPayment").permission(), route("approveAgentAction").permission(), "one rule for both approvals");
        assertEquals(route("rejectPendingPayment").permission(), route("rejectAgentAction").permission(), "one rule for both rejections");
        for (Route r : routes) {
            if (r.template().startsWith("/ops/overview/")) {
                // the console's read-only overview: what the pages showing the same data need (docs/security.md)
                assertEquals(r.template().equals("/ops/overview/webhooks") ? "OPERATOR" : "VIEW", r.permission(), r.operationId());
            } else if (r.template().startsWith("/ops/")) {
                assertEquals("OPERATOR", r.permission(), r.operationId());
            }
            if (r.auth().equals("basic") && r.method().equals("GET")) {
                assertTrue(Set.of("VIEW", "OPERATOR").contains(r.permission()), r.operationId() + " only reads");
            }
            if (r.auth().equals("basic") && r.template().startsWith("/sandbox/") && !r.template().startsWith("/sandbox/webhooks")) {
                assertEquals("TRANSACT", r.permission(), r.operationId() + " makes money appear or move");
            }
        }
        assertEquals("MANAGE", route("createAgent").permission(), "an agent's money permissions need TRANSACT besides (AuthorizationIT)");
        assertEquals("MANAGE", route("deleteTokenById").permission());
    }

    @Test
    void everyOperationLetsThroughExactlyTheTokensWithItsPermission() {
        List<String> wrong = new ArrayList<>();
        for (Route r : routes) {
            String path = r.template().replaceAll("\\{[^}]+}", "Unknown:019542f5-b3e7-1d02-0000-00000000ffff");
            if (r.auth().equals("none")) {
                if (call(r, path, null).status() == 401) {
                    wrong.add(r.operationId() + ": needs no credentials, answered 401");
                }
                continue;
            }
            if (call(r, path, null).status() != 401) {
                wrong.add(r.operationId() + ": answered without credentials");
            }
            for (Map.Entry<String, String> t : tokens.entrySet()) {
                Answer a = call(r, path, t.getValue());
                boolean expected = r.auth().equals("basic") && t.getKey().equals(r.permission());
                if (expected != a.letThrough()) {
                    wrong.add(r.operationId() + " (" + r.permission() + ", " + r.auth() + ") with a " + t.getKey() + " token: " + a.status());
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    /** An answer: its status, and whether it was the gateway's permission check refusing the token. */
    record Answer(int status, boolean permissionRefused) {
        boolean letThrough() {
            return status != 401 && !permissionRefused;
        }
    }

    /** The operation called with the token (null: none). */
    static Answer call(Route r, String path, String clientId) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(PlatformHarness.baseUrl() + path));
        if (clientId != null) {
            b.header("Authorization", Api.basic(clientId, Tokens.SECRET));
        }
        boolean withBody = Set.of("POST", "PATCH", "PUT").contains(r.method());
        if (withBody) {
            b.header("Content-Type", "application/json").method(r.method(), HttpRequest.BodyPublishers.ofString("{}"));
        } else {
            b.method(r.method(), HttpRequest.BodyPublishers.noBody());
        }
        Api.Reply reply = Api.send(b.build());
        return new Answer(reply.status(), reply.status() == 403 && reply.raw().body().contains("permission this operation needs"));
    }
}
