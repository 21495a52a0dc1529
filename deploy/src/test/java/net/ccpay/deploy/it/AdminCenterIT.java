package net.ccpay.deploy.it;

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
}
