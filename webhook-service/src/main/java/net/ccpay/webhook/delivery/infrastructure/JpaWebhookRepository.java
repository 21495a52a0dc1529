package net.ccpay.webhook.delivery.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.Query;
import net.ccpay.common.paging.Cursor;
import net.ccpay.webhook.delivery.domain.Webhook;
import net.ccpay.webhook.delivery.domain.WebhookRepository;

import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The webhook rows through JPA, and the operators' views of them in native SQL (a webhook joined with its delivery row). */
@ApplicationScoped
public class JpaWebhookRepository implements WebhookRepository {

    private static final String COLUMNS = "SELECT w.id, w.event_id, w.event_type, w.created_at, w.body, d.state, d.attempts, "
            + "d.next_attempt_at, d.last_attempt_at, d.last_status, d.last_error FROM webhook w LEFT JOIN webhook_delivery d ON d.webhook_id = w.id ";

    @PersistenceContext
    EntityManager em;

    @Override
    public void add(Webhook webhook) {
        em.persist(webhook);
        em.flush();
    }

    @Override
    public List<Summary> list(int limit, Cursor after, String type, String state) {
        StringBuilder sql = new StringBuilder(COLUMNS).append("WHERE 1 = 1 ");
        List<Object> params = new ArrayList<>();
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
        return rows.stream().map(JpaWebhookRepository::summary).toList();
    }

    @Override
    public Optional<Summary> find(String id) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery(COLUMNS + "WHERE w.id = ?").setParameter(1, id).getResultList();
        return rows.isEmpty() ? Optional.empty() : Optional.of(summary(rows.get(0)));
    }

    @Override
    public List<AttemptRecord> attempts(String webhookId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT attempt_no, url, started_at, http_status, latency_ms, error, outcome, response_body "
                + "FROM webhook_attempt WHERE webhook_id = ? ORDER BY attempt_no").setParameter(1, webhookId).getResultList();
        List<AttemptRecord> out = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            out.add(new AttemptRecord(((Number) r[0]).intValue(), (String) r[1], JpaDeliveryRepository.instant(r[2]),
                    r[3] == null ? null : ((Number) r[3]).intValue(), ((Number) r[4]).longValue(), (String) r[5], (String) r[6],
                    (String) r[7]));
        }
        return out;
    }

    private static Summary summary(Object[] r) {
        return new Summary((String) r[0], (String) r[1], (String) r[2], JpaDeliveryRepository.instant(r[3]), (String) r[4], (String) r[5],
                r[6] == null ? null : ((Number) r[6]).intValue(), JpaDeliveryRepository.instant(r[7]), JpaDeliveryRepository.instant(r[8]),
                r[9] == null ? null : ((Number) r[9]).intValue(), (String) r[10]);
    }
}
