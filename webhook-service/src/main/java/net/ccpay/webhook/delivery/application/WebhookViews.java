package net.ccpay.webhook.delivery.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.Query;
import jakarta.transaction.Transactional;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.paging.Cursor;

import java.io.StringReader;
import java.sql.Timestamp;
import java.util.List;
import java.util.Optional;

/** What operators see: webhooks with their delivery state, and each webhook's attempts. Read-only. */
@ApplicationScoped
public class WebhookViews {

    private static final String COLUMNS = "SELECT w.id, w.event_id, w.event_type, w.created_at, w.body, d.state, d.attempts, "
            + "d.next_attempt_at, d.last_attempt_at, d.last_status, d.last_error FROM webhook w LEFT JOIN webhook_delivery d ON d.webhook_id = w.id ";

    @PersistenceContext
    EntityManager em;

    /**
     * Up to {@code limit} webhooks, newest first (by created_at, then id), after {@code after} (the
     * position of the last row of the previous page) when given.
     */
    @Transactional
    public List<JsonObject> list(int limit, Cursor after, String type, String state) {
        StringBuilder sql = new StringBuilder(COLUMNS).append("WHERE 1 = 1 ");
        List<Object> params = new java.util.ArrayList<>();
        if (after != null) {
            sql.append("AND (w.created_at < ? OR (w.created_at = ? AND w.id < ?)) ");
            Timestamp t = Timestamp.from(after.createdAt());
            params.add(t);
            params.add(t);
            params.add(after.id());
        }
        if (type != null) {
            sql.append("AND w.event_type = ? ");
            params.add(type);
        }
        if (state != null) {
            sql.append("AND d.state = ? ");
            params.add(state);
        }
        sql.append("ORDER BY w.created_at DESC, w.id DESC LIMIT ?");
        params.add(limit);
        Query q = em.createNativeQuery(sql.toString());
        for (int i = 0; i < params.size(); i++) {
            q.setParameter(i + 1, params.get(i));
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = q.getResultList();
        return rows.stream().map(WebhookViews::summary).toList();
    }

    @Transactional
    public Optional<JsonObject> get(String id) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery(COLUMNS + "WHERE w.id = ?").setParameter(1, id).getResultList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        @SuppressWarnings("unchecked")
        List<Object[]> attempts = em.createNativeQuery("SELECT attempt_no, url, started_at, http_status, latency_ms, error, outcome, response_body "
                + "FROM webhook_attempt WHERE webhook_id = ? ORDER BY attempt_no").setParameter(1, id).getResultList();
        JsonArrayBuilder a = JsonP.createArrayBuilder();
        for (Object[] r : attempts) {
            JsonObjectBuilder b = JsonP.createObjectBuilder()
                    .add("attempt", ((Number) r[0]).intValue())
                    .add("url", (String) r[1])
                    .add("startedAt", time(r[2]))
                    .add("latencyMillis", ((Number) r[4]).longValue())
                    .add("outcome", (String) r[6]);
            if (r[3] != null) b.add("httpStatus", ((Number) r[3]).intValue());
            if (r[5] != null) b.add("error", (String) r[5]);
            if (r[7] != null) b.add("responseBody", (String) r[7]);
            a.add(b);
        }
        return Optional.of(JsonP.createObjectBuilder(summary(rows.get(0))).add("attempts", a).build());
    }

    private static JsonObject summary(Object[] r) {
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("id", (String) r[0])
                .add("eventId", (String) r[1])
                .add("type", (String) r[2])
                .add("createdAt", time(r[3]));
        try (JsonReader reader = JsonP.createReader(new StringReader((String) r[4]))) {
            b.add("body", reader.readObject());
        }
        b.add("status", r[5] == null ? "UNKNOWN" : (String) r[5]);
        b.add("attemptCount", r[6] == null ? 0 : ((Number) r[6]).intValue());
        if (r[7] != null && "PENDING".equals(r[5])) b.add("nextAttemptAt", time(r[7]));
        if (r[8] != null) b.add("lastAttemptAt", time(r[8]));
        if (r[9] != null) b.add("lastHttpStatus", ((Number) r[9]).intValue());
        if (r[10] != null) b.add("lastError", (String) r[10]);
        return b.build();
    }

    private static String time(Object o) {
        if (o instanceof Timestamp t) return t.toInstant().toString();
        if (o instanceof java.time.LocalDateTime l) return Timestamp.valueOf(l).toInstant().toString();
        return String.valueOf(o);
    }
}
