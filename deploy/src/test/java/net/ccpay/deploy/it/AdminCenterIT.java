package net.ccpay.deploy.it;

import net.ccpay.deploy.it.support.AdminClient;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.RawHttp;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpRequest;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * Admin Center in the all-in-one server, on as {@code platform up} has it (on loopback, with a password
 * generated for the run). The production servers' Admin Center, with stopping and starting an
 * application, is in {@link ProductionServersIT.AdminCenter}.
 */
// the full build only (mvn verify -Pfull): servers of its own, or a restart of the platform
@org.junit.jupiter.api.Tag("full")
class AdminCenterIT {

    @Test
    void theRestConnectorFindsTheSixApplicationsOfThePlatformServerStarted() {
        AdminClient admin = new AdminClient(PlatformHarness.adminCenter());
        assertEquals(Map.of("auth-service", "STARTED", "customer-service", "STARTED", "gateway", "STARTED",
                "quote-service", "STARTED", "webhook-service", "STARTED", "console", "STARTED"), admin.applicationStates());
    }

    @Test
    void healthAnswersOnTheHealthPortAndAdminPathsAreUnknownOnTheApiPort() {
        Api.Reply ready = Api.send(HttpRequest.newBuilder(URI.create(PlatformHarness.healthUrl() + "/health/ready")).build());
        assertEquals(200, ready.status(), ready.raw().body());
        URI api = URI.create(PlatformHarness.serverUrl());
        String adminPort = "127.0.0.1:" + PlatformHarness.adminCenter().httpsPort();
        for (String path : new String[] {"/health/ready", "/adminCenter/", "/IBMJMXConnectorREST/"}) {
            for (String host : new String[] {"127.0.0.1:" + api.getPort(), adminPort}) {
                RawHttp.Reply r = RawHttp.sendTo(api.getPort(), host, "GET", path, "");
                assertEquals(404, r.status(), host + path + ": " + r.body());
                assertNull(r.header("Location"), r.headers().toString());
            }
        }
    }
    /**
     * With quote-service's application stopped in this server, the gateway answers its operations 503 in the
     * envelope, and the service answers again once started, without a restart of the server.
     */
    @Test
    void stoppingQuoteServicesApplicationMakesTheGatewayAnswer503UntilItIsStartedAgain() throws Exception {
        AdminClient admin = new AdminClient(PlatformHarness.adminCenter());
        String quote = "/quotes/Quote:019542f5-b3e7-1d02-0000-000000000001";
        Api.get(quote).assertError(404, "QUOTE_NOT_FOUND");
        admin.invoke("quote-service", "stop");
        try {
            assertEquals("STOPPED", admin.state("quote-service"));
            Api.Reply stopped = Api.get(quote);
            jakarta.json.JsonObject envelope = stopped.assertError(503, "SERVICE_UNAVAILABLE");
            assertEquals(java.util.Set.of("status", "code", "message"), envelope.keySet(), envelope.toString());
            assertEquals("5", stopped.header("Retry-After"));
            Api.postJson("/quotes", "{}").assertError(503, "SERVICE_UNAVAILABLE");
            // the other services answer as before
            assertEquals(200, Api.get("/customers?limit=1").status());
        } finally {
            admin.invoke("quote-service", "start");
        }
        long deadline = System.nanoTime() + java.time.Duration.ofSeconds(90).toNanos();
        while (!"STARTED".equals(admin.state("quote-service")) && System.nanoTime() < deadline) {
            Thread.sleep(250);
        }
        assertEquals("STARTED", admin.state("quote-service"));
        Api.Reply back = Api.get(quote);
        while (back.status() != 404 && System.nanoTime() < deadline) {
            Thread.sleep(250);
            back = Api.get(quote);
        }
        back.assertError(404, "QUOTE_NOT_FOUND");
    }
}
