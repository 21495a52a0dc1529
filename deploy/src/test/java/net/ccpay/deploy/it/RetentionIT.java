package net.ccpay.deploy.it;

import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Concurrency;
import net.ccpay.deploy.it.support.Customers;
import net.ccpay.deploy.it.support.Databases;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static net.ccpay.deploy.it.support.Customers.DEFAULT_CURRENCIES;
import static net.ccpay.deploy.it.support.Customers.awaitActiveAccounts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Nothing grows without bound: an Idempotency-Key is kept for its retention (24 h here, the default) and is a
 * new request after it, and every service's housekeeping (every 2 s in this server) deletes old idempotency
 * keys, webhook attempts and finished webhooks, and expired wallet challenges and sessions, keeping recent
 * ones. Rows are aged, or planted old, directly in the services' databases: nothing waits a day.
 */
class RetentionIT {

    static final Duration DEADLINE = Duration.ofSeconds(30);

    static String fundPath(String account) {
        return "/sandbox/internal-accounts/" + account + "/fund";
    }

    static long balance(String account, String customer) {
        return awaitActiveAccounts(customer, DEFAULT_CURRENCIES.size()).values().stream()
                .filter(x -> x.getString("id").equals(account)).findFirst().orElseThrow()
                .getJsonObject("balance").getJsonNumber("amount").longValue();
    }

    /** 24 h 30 min: past the retention, not yet past the hour's margin after which housekeeping deletes the row. */
    static final int EXPIRED_MINUTES = 24 * 60 + 30;

    /** Moves the stored key back in time by {@code minutes}, as if it had been used that long ago. */
    static void age(String key, int minutes) throws Exception {
        try (Connection c = Databases.quote();
             PreparedStatement ps = c.prepareStatement("UPDATE idempotency_key SET created_at = NOW(6) - INTERVAL ? MINUTE WHERE idem_key = ?")) {
            ps.setInt(1, minutes);
            ps.setString(2, key);
            assertEquals(1, ps.executeUpdate(), "the key's row is stored");
        }
    }

    @Test
    void anIdempotencyKeyOlderThanTheRetentionIsANewRequestAndAYoungerOneStillReplays() throws Exception {
        String customer = Customers.create("Retention Keys", null);
        String account = awaitActiveAccounts(customer, DEFAULT_CURRENCIES.size()).get("USD").getString("id");
        String key = UUID.randomUUID().toString();
        Api.Reply first = IdempotencyIT.post(fundPath(account), key, "{\"amount\":1000}");
        assertEquals(200, first.status(), first.raw().body());

        age(key, 23 * 60);
        Api.Reply replay = IdempotencyIT.post(fundPath(account), key, "{\"amount\":1000}");
        assertEquals(200, replay.status(), replay.raw().body());
        assertEquals("true", replay.header("Idempotent-Replayed"), "23 hours on, within the retention, the key still replays");
        assertEquals(1000, balance(account, customer));

        // past the retention, though not yet past the margin after which housekeeping deletes the row, so
        // this is the read refusing the expired row, not the row being gone
        age(key, EXPIRED_MINUTES);
        Api.Reply again = IdempotencyIT.post(fundPath(account), key, "{\"amount\":1000}");
        assertEquals(200, again.status(), again.raw().body());
        assertNull(again.header("Idempotent-Replayed"), "past the retention the key is a new request");
        assertEquals(2000, balance(account, customer), "credited again");
        Api.Reply replayOfNew = IdempotencyIT.post(fundPath(account), key, "{\"amount\":1000}");
        assertEquals("true", replayOfNew.header("Idempotent-Replayed"), "and the new request is what the key now replays");
        assertEquals(again.raw().body(), replayOfNew.raw().body());

        // an expired key may carry another request: no IDEMPOTENCY_KEY_REUSED conflict any more
        age(key, EXPIRED_MINUTES);
        Api.Reply other = IdempotencyIT.post(fundPath(account), key, "{\"amount\":500}");
        assertEquals(200, other.status(), other.raw().body());
        assertEquals(2500, balance(account, customer));
    }

    @Test
    void anExpiredKeySentByManyAtOnceRunsOnce() throws Exception {
        String customer = Customers.create("Retention Race", null);
        String account = awaitActiveAccounts(customer, DEFAULT_CURRENCIES.size()).get("USD").getString("id");
        String key = UUID.randomUUID().toString();
        assertEquals(200, IdempotencyIT.post(fundPath(account), key, "{\"amount\":1000}").status());
        age(key, EXPIRED_MINUTES);
        List<Api.Reply> replies = Concurrency.race(6, () -> IdempotencyIT.post(fundPath(account), key, "{\"amount\":1000}"));
        int fresh = 0;
        for (Api.Reply r : replies) {
            if (r.status() == 200) {
                fresh += r.header("Idempotent-Replayed") == null ? 1 : 0;
            } else {
                assertEquals("IDEMPOTENCY_KEY_IN_PROGRESS", r.assertError(409, "CONFLICT").getJsonObject("details").getString("reason"));
            }
        }
        assertEquals(1, fresh, "exactly one of the copies ran the request: " + replies.stream().map(Api.Reply::status).toList());
        assertEquals(2000, balance(account, customer), "credited once more, not six times");
    }

    @Test
    void housekeepingDeletesOldIdempotencyKeysAndKeepsRecentOnes() throws Exception {
        String tag = UUID.randomUUID().toString();
        try (Connection c = Databases.of("customer")) {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO idempotency_key (scope, idem_key, fingerprint, status, content_type, body, created_at)"
                    + " VALUES ('test:retention', ?, REPEAT('x', 32), 200, 'application/json', '{}', NOW(6) - INTERVAL ? HOUR)")) {
                for (Object[] row : new Object[][] {{"old-" + tag, 48}, {"new-" + tag, 1}}) {
                    ps.setString(1, (String) row[0]);
                    ps.setInt(2, (Integer) row[1]);
                    ps.executeUpdate();
                }
            }
            awaitGone(c, "idempotency_key", "idem_key", "old-" + tag);
            assertTrue(exists(c, "idempotency_key", "idem_key", "new-" + tag), "a key of an hour ago stays");
            delete(c, "idempotency_key", "idem_key", "new-" + tag);
        }
    }

    @Test
    void housekeepingDeletesOldWebhookAttemptsAndFinishedOldWebhooksAndKeepsTheRest() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 20);
        String recent = "Webhook:" + tag + "recent";
        String old = "Webhook:" + tag + "old";
        String retrying = "Webhook:" + tag + "retrying";
        try (Connection c = Databases.of("webhook")) {
            // a webhook of a day ago, delivered, with an attempt of 40 days ago (planted) and one of a day ago;
            // a delivered webhook of 100 days ago; a webhook of 100 days ago still being retried
            webhook(c, recent, 1, "DELIVERED", 2, "NOW(6)");
            webhook(c, old, 100, "GAVE_UP", 1, "NULL");
            webhook(c, retrying, 100, "PENDING", 3, "NOW(6) + INTERVAL 1 DAY");
            attempt(c, recent, 1, 40);
            attempt(c, recent, 2, 1);
            attempt(c, old, 1, 99);
            attempt(c, retrying, 3, 1);
            long deadline = System.nanoTime() + DEADLINE.toNanos();
            while (System.nanoTime() < deadline && (attempts(c, recent) > 1 || exists(c, "webhook", "id", old))) {
                Thread.sleep(250);
            }
            assertEquals(1, attempts(c, recent), "the attempt of 40 days ago is deleted, the one of a day ago kept");
            assertFalse(exists(c, "webhook", "id", old), "a finished webhook of 100 days ago is deleted");
            assertFalse(exists(c, "webhook_delivery", "webhook_id", old), "with its delivery row");
            assertEquals(0, attempts(c, old), "and its attempts");
            assertTrue(exists(c, "webhook", "id", recent), "a webhook of a day ago stays");
            assertTrue(exists(c, "webhook", "id", retrying), "a webhook still being retried stays, whatever its age");
            assertEquals(1, attempts(c, retrying));
            for (String id : List.of(recent, retrying)) {
                delete(c, "webhook_attempt", "webhook_id", id);
                delete(c, "webhook_delivery", "webhook_id", id);
                delete(c, "webhook", "id", id);
            }
        }
    }

    @Test
    void housekeepingDeletesExpiredWalletChallengesAndEndedSessionsAndKeepsRecentOnes() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 20);
        try (Connection c = Databases.of("auth")) {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO otp_target_key (id, credential_id, public_key, sealed_private_key, expires_at)"
                    + " VALUES (?, 'AuthMethod:retention', REPEAT('k', 65), REPEAT('s', 60), NOW(6) - INTERVAL ? HOUR)")) {
                for (Object[] row : new Object[][] {{"old-" + tag, 48}, {"new-" + tag, 1}}) {
                    ps.setString(1, (String) row[0]);
                    ps.setInt(2, (Integer) row[1]);
                    ps.executeUpdate();
                }
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO wallet_signed_request (request_id, purpose, account_id, target_id, body_sha256,"
                    + " payload, expires_at) VALUES (?, 'TEST', 'InternalAccount:retention', 'x', REPEAT('h', 32), '{}', NOW(6) - INTERVAL ? HOUR)")) {
                for (Object[] row : new Object[][] {{"Request:old-" + tag, 48}, {"Request:new-" + tag, 1}}) {
                    ps.setString(1, (String) row[0]);
                    ps.setInt(2, (Integer) row[1]);
                    ps.executeUpdate();
                }
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO auth_session (id, account_id, credential_id, cred_type, nickname, public_key,"
                    + " expires_at, revoked_at) VALUES (?, 'InternalAccount:retention', 'AuthMethod:retention', 'EMAIL_OTP', 'r@example.com',"
                    + " REPEAT('k', 65), NOW(6) - INTERVAL ? DAY, IF(? > 0, NOW(6) - INTERVAL ? DAY, NULL))")) {
                // expired 8 days ago; revoked 8 days ago (expiry later); expired a day ago
                for (Object[] row : new Object[][] {{"Session:expired-" + tag, 8, 0}, {"Session:revoked-" + tag, 1, 8}, {"Session:new-" + tag, 1, 0}}) {
                    ps.setString(1, (String) row[0]);
                    ps.setInt(2, (Integer) row[1]);
                    ps.setInt(3, (Integer) row[2]);
                    ps.setInt(4, (Integer) row[2]);
                    ps.executeUpdate();
                }
            }
            awaitGone(c, "otp_target_key", "id", "old-" + tag);
            awaitGone(c, "wallet_signed_request", "request_id", "Request:old-" + tag);
            awaitGone(c, "auth_session", "id", "Session:expired-" + tag);
            awaitGone(c, "auth_session", "id", "Session:revoked-" + tag);
            assertTrue(exists(c, "otp_target_key", "id", "new-" + tag), "an OTP target key expired an hour ago stays");
            assertTrue(exists(c, "wallet_signed_request", "request_id", "Request:new-" + tag), "a signed request expired an hour ago stays");
            assertTrue(exists(c, "auth_session", "id", "Session:new-" + tag), "a session expired a day ago stays");
            delete(c, "otp_target_key", "id", "new-" + tag);
            delete(c, "wallet_signed_request", "request_id", "Request:new-" + tag);
            delete(c, "auth_session", "id", "Session:new-" + tag);
        }
    }

    @Test
    void housekeepingDeletesChallengesExpiredMoreThanThirtyDaysAgoInEveryServiceAndKeepsYoungerOnes() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 20);
        // per service: its challenge tables, each row expired 31 days ago ("old") or 29 days ago ("new")
        Map<String, List<String>> inserts = Map.of(
                "auth", List.of("INSERT INTO agent_device_code (code_sha256, agent_id, expires_at) VALUES (?, 'Agent:retention', NOW(6) - INTERVAL ? DAY)"),
                "customer", List.of("INSERT INTO sca_login_challenge (id, customer_id, factor, code_salt, code_digest, expires_at)"
                        + " VALUES (?, 'Customer:retention', 'SMS_OTP', 's', 'd', NOW(6) - INTERVAL ? DAY)"),
                "quote", List.of("INSERT INTO ownership_challenge (id, account_id, method, status, expires_at)"
                                + " VALUES (?, 'ExternalAccount:retention', 'LIVENESS', 'PASSED', NOW(6) - INTERVAL ? DAY)",
                        "INSERT INTO sca_challenge (id, subject, customer_id, factor, code_salt, code_digest, expires_at)"
                                + " VALUES (?, 'quote:retention', 'Customer:retention', 'SMS_OTP', 's', 'd', NOW(6) - INTERVAL ? DAY)"));
        for (Map.Entry<String, List<String>> service : inserts.entrySet()) {
            try (Connection c = Databases.of(service.getKey())) {
                for (String sql : service.getValue()) {
                    String table = sql.split(" ")[2];
                    String key = table.equals("agent_device_code") ? "code_sha256" : "id";
                    try (PreparedStatement ps = c.prepareStatement(sql)) {
                        for (Object[] row : new Object[][] {{"old-" + tag, 31}, {"new-" + tag, 29}}) {
                            ps.setString(1, (String) row[0]);
                            ps.setInt(2, (Integer) row[1]);
                            ps.executeUpdate();
                        }
                    }
                    awaitGone(c, table, key, "old-" + tag);
                    assertTrue(exists(c, table, key, "new-" + tag), table + ": a challenge that expired 29 days ago stays");
                    delete(c, table, key, "new-" + tag);
                }
            }
        }
    }

    @Test
    void housekeepingDeletesBulkImportsCompletedMoreThanThirtyDaysAgoWithTheirRowsAndKeepsTheRest() throws Exception {
        String tag = UUID.randomUUID().toString().substring(0, 20);
        String old = "BulkJob:old-" + tag;
        String recent = "BulkJob:new-" + tag;
        String running = "BulkJob:running-" + tag;
        try (Connection c = Databases.of("customer")) {
            // completed 31 and 29 days ago, and one still running though made 40 days ago
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO bulk_import_job (id, status, total, processed, created_at, completed_at)"
                    + " VALUES (?, ?, 2, ?, NOW(6) - INTERVAL 40 DAY, IF(? > 0, NOW(6) - INTERVAL ? DAY, NULL))")) {
                for (Object[] row : new Object[][] {{old, "COMPLETED", 2, 31}, {recent, "COMPLETED", 2, 29}, {running, "PROCESSING", 1, 0}}) {
                    ps.setString(1, (String) row[0]);
                    ps.setString(2, (String) row[1]);
                    ps.setInt(3, (Integer) row[2]);
                    ps.setInt(4, (Integer) row[3]);
                    ps.setInt(5, (Integer) row[3]);
                    ps.executeUpdate();
                }
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO bulk_import_row (job_id, line, request, status) VALUES (?, ?, '{}', 'DONE')")) {
                for (String job : List.of(old, recent, running)) {
                    for (int line = 2; line <= 3; line++) {
                        ps.setString(1, job);
                        ps.setInt(2, line);
                        ps.executeUpdate();
                    }
                }
            }
            awaitGone(c, "bulk_import_job", "id", old);
            assertFalse(exists(c, "bulk_import_row", "job_id", old), "the old job's rows go with it");
            for (String kept : List.of(recent, running)) {
                assertTrue(exists(c, "bulk_import_job", "id", kept), kept + " stays");
                assertTrue(exists(c, "bulk_import_row", "job_id", kept), kept + "'s rows stay");
                delete(c, "bulk_import_row", "job_id", kept);
                delete(c, "bulk_import_job", "id", kept);
            }
        }
    }

    static void webhook(Connection c, String id, int daysAgo, String state, int attempts, String nextAttempt) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO webhook (id, event_id, event_type, body, created_at)"
                + " VALUES (?, ?, 'TEST.HOUSEKEEPING', '{}', NOW(6) - INTERVAL ? DAY)")) {
            ps.setString(1, id);
            ps.setString(2, "Event:" + id);
            ps.setInt(3, daysAgo);
            ps.executeUpdate();
        }
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO webhook_delivery (webhook_id, state, attempts, next_attempt_at, committed_at)"
                + " VALUES (?, ?, ?, " + nextAttempt + ", NOW(6) - INTERVAL ? DAY)")) {
            ps.setString(1, id);
            ps.setString(2, state);
            ps.setInt(3, attempts);
            ps.setInt(4, daysAgo);
            ps.executeUpdate();
        }
    }

    static void attempt(Connection c, String webhookId, int no, int daysAgo) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO webhook_attempt (webhook_id, attempt_no, url, started_at, http_status, latency_ms, outcome)"
                + " VALUES (?, ?, 'https://receiver.example/hooks', NOW(6) - INTERVAL ? DAY, 200, 5, 'DELIVERED')")) {
            ps.setString(1, webhookId);
            ps.setInt(2, no);
            ps.setInt(3, daysAgo);
            ps.executeUpdate();
        }
    }

    static int attempts(Connection c, String webhookId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM webhook_attempt WHERE webhook_id = ?")) {
            ps.setString(1, webhookId);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    static void awaitGone(Connection c, String table, String column, String id) throws Exception {
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        while (System.nanoTime() < deadline && exists(c, table, column, id)) {
            Thread.sleep(250);
        }
        assertFalse(exists(c, table, column, id), table + " " + id + " is deleted by housekeeping within " + DEADLINE);
    }

    static boolean exists(Connection c, String table, String column, String id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM " + table + " WHERE " + column + " = ?")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    static void delete(Connection c, String table, String column, String id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + table + " WHERE " + column + " = ?")) {
            ps.setString(1, id);
            ps.executeUpdate();
        }
    }
}
