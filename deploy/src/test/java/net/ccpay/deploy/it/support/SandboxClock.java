package net.ccpay.deploy.it.support;

import jakarta.json.JsonObject;

import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The sandbox clock of one service of the test platform ({@code /internal/sandbox/clock}, called on the service
 * itself with an internal credential, as a platform component would): a test reaches a time-to-live deadline by
 * moving the clock of the service that judges it forward, instead of sleeping until it.
 *
 * <p>Every test shares the one platform, so a move is for good and adds up with the others: move only the
 * service that judges the deadline, and only just past it ({@link #movePast}). Only deadlines are on this clock
 * (agent device codes in auth-service, invitations in customer-service, quotes, card provisioning and card reveal
 * links in quote-service); wallet sessions, OTPs, idempotency keys, webhooks and payment settlement keep the
 * system clock.
 */
public final class SandboxClock {

    public static final String PATH = "/internal/sandbox/clock";

    private SandboxClock() {}

    public static URI uri(String service) {
        return URI.create(PlatformHarness.serverUrl() + "/" + service + PATH);
    }

    /** The service's clock: its {@code now} and its {@code offsetSeconds}. */
    public static JsonObject read(String service) {
        Api.Reply r = Api.send(HttpRequest.newBuilder(uri(service)).timeout(Duration.ofSeconds(30))
                .header("X-Internal-Auth", InternalCalls.credentialFor(service)).GET().build());
        assertEquals(200, r.status(), r.raw().body());
        return r.json();
    }

    /** Now, on the service's clock. */
    public static Instant now(String service) {
        return Instant.parse(read(service).getString("now"));
    }

    /** Moves the service's clock forward by whole seconds (1 to 86,400); answers its clock after the move. */
    public static JsonObject advance(String service, long seconds) {
        Api.Reply r = Api.send(HttpRequest.newBuilder(uri(service)).timeout(Duration.ofSeconds(30))
                .header("X-Internal-Auth", InternalCalls.credentialFor(service)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"advanceSeconds\":" + seconds + "}")).build());
        assertEquals(200, r.status(), r.raw().body());
        return r.json();
    }

    /** Moves the service's clock forward until it reads at least {@code target} (not at all if it already does). */
    public static Instant moveTo(String service, Instant target) {
        Instant now = now(service);
        long seconds = (long) Math.ceil(Duration.between(now, target).toNanos() / 1e9);
        while (seconds > 0) {
            long step = Math.min(seconds, 86_400);
            now = Instant.parse(advance(service, step).getString("now"));
            seconds -= step;
        }
        return now;
    }

    /** Moves the service's clock just past {@code deadline} (one second past it). */
    public static Instant movePast(String service, Instant deadline) {
        return moveTo(service, deadline.plusSeconds(1));
    }
}
