package net.ccpay.deploy.it;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

import static net.ccpay.deploy.it.Api.get;
import static net.ccpay.deploy.it.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Events travel service → outbox → Artemis → webhook-service without loss, through a broker outage.
 * (A broker delivering one event twice is covered in {@link WebhookDeliveryIT}.)
 */
class EventFlowIT {

    @Test
    void creatingACustomerProducesOneWebhookWithTheCustomerAsData() {
        JsonObject c = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Ada Lovelace\"}").json();
        assertEquals("APPROVED", c.getString("kycStatus"));
        JsonObject w = awaitWebhookFor("CUSTOMER.KYC_APPROVED", c.getString("id"), Duration.ofSeconds(30));
        JsonObject body = w.getJsonObject("body");
        assertTrue(body.getString("id").startsWith("Webhook:"));
        assertEquals("CUSTOMER.KYC_APPROVED", body.getString("type"));
        assertEquals(c.getString("platformCustomerId"), body.getJsonObject("data").getString("platformCustomerId"));
        assertTrue(body.containsKey("timestamp"));
    }

    @Test
    void anEventCommittedWhileTheBrokerIsDownIsDeliveredAfterItReturns() throws Exception {
        var broker = PlatformHarness.platform().broker();
        broker.stop();
        try {
            Api.Reply created = postJson("/customers", "{\"customerType\":\"INDIVIDUAL\",\"fullName\":\"Grace Hopper 001\"}");
            assertEquals(201, created.status(), "the write succeeds while the broker is down: " + created.raw().body());
            String id = created.json().getString("id");
            assertEquals("PENDING", created.json().getString("kycStatus"));
            Api.Reply ready = Api.send(HttpRequest.newBuilder(URI.create(PlatformHarness.healthUrl() + "/health/ready")).GET().build());
            assertEquals(503, ready.status(), "not ready without a broker");
            assertTrue(webhooksFor("CUSTOMER.KYC_PENDING", id).isEmpty(), "nothing can be delivered while the broker is down");
            broker.start();
            awaitWebhookFor("CUSTOMER.KYC_PENDING", id, Duration.ofSeconds(60));
        } finally {
            if (!broker.isStarted()) {
                broker.start();
            }
        }
    }

    static List<JsonObject> webhooksFor(String type, String customerId) {
        Api.Reply r = get("/ops/webhooks?limit=100&type=" + type);
        assertEquals(200, r.status(), r.raw().body());
        JsonArray data = r.json().getJsonArray("data");
        return data.getValuesAs(JsonObject.class).stream()
                .filter(w -> customerId.equals(w.getJsonObject("body").getJsonObject("data").getString("id", "")))
                .collect(Collectors.toList());
    }

    static JsonObject awaitWebhookFor(String type, String customerId, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            List<JsonObject> found = webhooksFor(type, customerId);
            if (!found.isEmpty()) {
                return found.get(0);
            }
            try {
                Thread.sleep(250);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        throw new AssertionError("no " + type + " webhook for " + customerId + " within " + timeout.toSeconds() + " s");
    }
}
