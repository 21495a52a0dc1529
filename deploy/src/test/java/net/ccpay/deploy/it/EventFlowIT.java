package net.ccpay.deploy.it;

import jakarta.jms.Connection;
import jakarta.jms.DeliveryMode;
import jakarta.jms.MessageProducer;
import jakarta.jms.Session;
import jakarta.jms.TextMessage;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import org.apache.activemq.artemis.jms.client.ActiveMQConnectionFactory;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;

import static net.ccpay.deploy.it.Api.get;
import static net.ccpay.deploy.it.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Events travel service → outbox → Artemis → webhook-service without loss or duplication:
 * through a broker outage, and when the broker delivers the same event twice.
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
            Api.Reply ready = Api.send(HttpRequest.newBuilder(URI.create(PlatformHarness.serverUrl() + "/health/ready")).GET().build());
            assertEquals(503, ready.status(), "not ready without a broker");
            Thread.sleep(2000);
            assertTrue(webhooksFor("CUSTOMER.KYC_PENDING", id).isEmpty(), "nothing can be delivered while the broker is down");
            broker.start();
            awaitWebhookFor("CUSTOMER.KYC_PENDING", id, Duration.ofSeconds(60));
        } finally {
            if (!broker.isStarted()) {
                broker.start();
            }
        }
    }

    @Test
    void anEventDeliveredTwiceByTheBrokerMakesOneWebhook() throws Exception {
        String eventId = "Event:" + UUID.randomUUID();
        String customerId = "Customer:" + UUID.randomUUID();
        String payload = "{\"eventId\":\"" + eventId + "\",\"type\":\"CUSTOMER.KYC_REJECTED\",\"source\":\"test\","
                + "\"occurredAt\":\"2026-01-01T00:00:00Z\",\"aggregateId\":\"" + customerId + "\",\"data\":{\"id\":\"" + customerId + "\"}}";
        try (ActiveMQConnectionFactory cf = new ActiveMQConnectionFactory(PlatformHarness.platform().brokerUrl());
             Connection c = cf.createConnection()) {
            Session s = c.createSession(false, Session.AUTO_ACKNOWLEDGE);
            MessageProducer p = s.createProducer(s.createTopic("platform.events"));
            p.setDeliveryMode(DeliveryMode.PERSISTENT);
            for (int i = 0; i < 2; i++) {
                TextMessage m = s.createTextMessage(payload);
                m.setStringProperty("eventId", eventId);
                p.send(m);
            }
        }
        awaitWebhookFor("CUSTOMER.KYC_REJECTED", customerId, Duration.ofSeconds(30));
        Thread.sleep(2000);
        List<JsonObject> all = webhooksFor("CUSTOMER.KYC_REJECTED", customerId);
        assertEquals(1, all.size(), "one webhook for one event id: " + all);
        assertEquals(eventId, all.get(0).getString("eventId"));
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
