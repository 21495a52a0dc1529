package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.common.internal.Caller;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.InternalCalls;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.SandboxClock;
import org.junit.jupiter.api.Test;

import java.net.http.HttpRequest;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sandbox clock every service has ({@link SandboxClock}): moved forward only, a day at most per call, by a
 * platform component calling the service itself; refused without the internal credential, to a client's
 * identity, and through the gateway. Moves only webhook-service's clock, on which nothing has a deadline.
 */
class SandboxClockIT {

    static final List<String> SERVICES = List.of("auth-service", "customer-service", "quote-service", "webhook-service");

    static Api.Reply call(String service, String method, String body, String credential) {
        HttpRequest.Builder b = HttpRequest.newBuilder(SandboxClock.uri(service)).timeout(Duration.ofSeconds(30));
        if (credential != null) {
            b.header("X-Internal-Auth", credential);
        }
        if (body != null) {
            b.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(body));
        } else {
            b.method(method, HttpRequest.BodyPublishers.noBody());
        }
        return Api.send(b.build());
    }

    @Test
    void everyServiceAnswersItsClockToAPlatformComponent() {
        for (String service : SERVICES) {
            Instant before = Instant.now();
            JsonObject clock = SandboxClock.read(service);
            Instant now = Instant.parse(clock.getString("now"));
            long offset = clock.getJsonNumber("offsetSeconds").longValueExact();
            assertTrue(offset >= 0, service + ": " + clock);
            Instant system = now.minusSeconds(offset);
            assertTrue(!system.isBefore(before.minusSeconds(2)) && !system.isAfter(Instant.now().plusSeconds(2)),
                    service + ": now is the system clock plus the offset: " + clock + " at " + before);
        }
    }

    @Test
    void itMovesForwardOnlyByOneToADayOfSecondsAtATime() {
        String service = "webhook-service";
        long offset = SandboxClock.read(service).getJsonNumber("offsetSeconds").longValueExact();
        assertEquals(offset + 1, SandboxClock.advance(service, 1).getJsonNumber("offsetSeconds").longValueExact());
        assertEquals(offset + 3, SandboxClock.advance(service, 2).getJsonNumber("offsetSeconds").longValueExact(), "moves add up");
        String credential = InternalCalls.credentialFor(service);
        for (String body : List.of("{\"advanceSeconds\":0}", "{\"advanceSeconds\":-60}", "{\"advanceSeconds\":86401}",
                "{\"advanceSeconds\":1.5}", "{}", "[]")) {
            call(service, "POST", body, credential).assertError(400, "INVALID_INPUT");
        }
        assertEquals(offset + 3, SandboxClock.read(service).getJsonNumber("offsetSeconds").longValueExact(), "a refused move moves nothing");
    }

    @Test
    void itIsRefusedWithoutTheServicesInternalCredentialOrToAClientsIdentity() {
        for (String service : SERVICES) {
            long offset = SandboxClock.read(service).getJsonNumber("offsetSeconds").longValueExact();
            String other = service.equals("quote-service") ? "auth-service" : "quote-service";
            for (String credential : new String[] {null, "guess", PlatformHarness.platform().internalSecret(), InternalCalls.credentialFor(other)}) {
                call(service, "GET", null, credential).assertError(401, "UNAUTHORIZED");
                call(service, "POST", "{\"advanceSeconds\":86400}", credential).assertError(401, "UNAUTHORIZED");
            }
            // a request the gateway forwarded for a client carries the client's identity, never a component's
            String asClient = InternalCalls.credentialFor(service, Caller.platformToken("Token:sandbox", List.of("VIEW", "TRANSACT", "MANAGE")));
            call(service, "GET", null, asClient).assertError(403, "FORBIDDEN");
            call(service, "POST", "{\"advanceSeconds\":86400}", asClient).assertError(403, "FORBIDDEN");
            assertEquals(offset, SandboxClock.read(service).getJsonNumber("offsetSeconds").longValueExact(), service + " did not move");
        }
    }

    @Test
    void theGatewayDoesNotRouteIt() {
        Api.get(SandboxClock.PATH).assertError(404, "REFERENCE_NOT_FOUND");
        Api.postJson(SandboxClock.PATH, "{\"advanceSeconds\":86400}").assertError(404, "REFERENCE_NOT_FOUND");
        Api.postJson("/quote-service" + SandboxClock.PATH, "{\"advanceSeconds\":86400}").assertError(404, "REFERENCE_NOT_FOUND");
    }
}
