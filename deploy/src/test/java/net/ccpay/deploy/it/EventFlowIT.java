package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Databases;
import net.ccpay.deploy.it.support.PlatformHarness;
import net.ccpay.deploy.it.support.Webhooks;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpRequest;
import java.time.Duration;

import static net.ccpay.deploy.it.support.Api.postJson;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
        JsonObject w = Webhooks.awaitFor("CUSTOMER.KYC_APPROVED", c.getString("id"), Duration.ofSeconds(30));
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
            assertTrue(Webhooks.listFor("CUSTOMER.KYC_PENDING", id).isEmpty(), "nothing can be delivered while the broker is down");
            broker.start();
            Webhooks.awaitFor("CUSTOMER.KYC_PENDING", id, Duration.ofSeconds(60));
        } finally {
            if (!broker.isStarted()) {
                broker.start();
            }
        }
    }

    /**
     * Outbox rows published, and consumed-event rows recorded, more than the retention (7 days) ago are
     * deleted by every service's housekeeping (every 2 s in this server); recent ones stay. (A row still
     * waiting to be published cannot be planted here: the relay would publish it at once.)
     */
    @Test
    void publishedAndConsumedEventRowsOlderThanTheRetentionAreDeletedAndRecentOnesKept() throws Exception {
        String tag = java.util.UUID.randomUUID().toString();
        String oldOut = "Event:" + tag.substring(0, 30) + "old1";
        String newOut = "Event:" + tag.substring(0, 30) + "new1";
        String oldIn = "Event:" + tag.substring(0, 30) + "old2";
        String newIn = "Event:" + tag.substring(0, 30) + "new2";
        try (java.sql.Connection c = Databases.quote()) {
            try (java.sql.PreparedStatement ps = c.prepareStatement("INSERT INTO outbox_event (id, event_type, payload, created_at, published_at, attempts)"
                    + " VALUES (?, 'TEST.HOUSEKEEPING', '{}', NOW(6) - INTERVAL ? DAY, NOW(6) - INTERVAL ? DAY, 1)")) {
                for (Object[] row : new Object[][] {{oldOut, 30}, {newOut, 1}}) {
                    ps.setString(1, (String) row[0]);
                    ps.setInt(2, (Integer) row[1]);
                    ps.setInt(3, (Integer) row[1]);
                    ps.executeUpdate();
                }
            }
            try (java.sql.PreparedStatement ps = c.prepareStatement("INSERT INTO processed_event (event_id, event_type, processed_at)"
                    + " VALUES (?, 'TEST.HOUSEKEEPING', NOW(6) - INTERVAL ? DAY)")) {
                for (Object[] row : new Object[][] {{oldIn, 30}, {newIn, 1}}) {
                    ps.setString(1, (String) row[0]);
                    ps.setInt(2, (Integer) row[1]);
                    ps.executeUpdate();
                }
            }
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (System.nanoTime() < deadline && (exists(c, "outbox_event", "id", oldOut) || exists(c, "processed_event", "event_id", oldIn))) {
                Thread.sleep(250);
            }
            assertFalse(exists(c, "outbox_event", "id", oldOut), "an outbox row published 30 days ago is deleted");
            assertFalse(exists(c, "processed_event", "event_id", oldIn), "a consumed-event row of 30 days ago is deleted");
            assertTrue(exists(c, "outbox_event", "id", newOut), "an outbox row published a day ago stays");
            assertTrue(exists(c, "processed_event", "event_id", newIn), "a consumed-event row of a day ago stays");
            try (java.sql.PreparedStatement ps = c.prepareStatement("DELETE FROM outbox_event WHERE id = ?")) {
                ps.setString(1, newOut);
                ps.executeUpdate();
            }
            try (java.sql.PreparedStatement ps = c.prepareStatement("DELETE FROM processed_event WHERE event_id = ?")) {
                ps.setString(1, newIn);
                ps.executeUpdate();
            }
        }
    }

    private static boolean exists(java.sql.Connection c, String table, String column, String id) throws java.sql.SQLException {
        try (java.sql.PreparedStatement ps = c.prepareStatement("SELECT 1 FROM " + table + " WHERE " + column + " = ?")) {
            ps.setString(1, id);
            try (java.sql.ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

}
