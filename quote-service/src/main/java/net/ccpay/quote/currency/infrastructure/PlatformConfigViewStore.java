package net.ccpay.quote.currency.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The platform config as quote-service last heard it: one row of {@code platform_config_view}. */
@ApplicationScoped
public class PlatformConfigViewStore {

    @PersistenceContext
    EntityManager em;

    public Optional<String> read() {
        @SuppressWarnings("unchecked")
        List<String> rows = em.createNativeQuery("SELECT document FROM platform_config_view WHERE id = 1").getResultList();
        return rows.stream().findFirst();
    }

    /** A PLATFORM_CONFIG.UPDATED event's document, inside the event's transaction: always the newest. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void write(JsonObject document) {
        int n = em.createNativeQuery("UPDATE platform_config_view SET document = ?, updated_at = ? WHERE id = 1")
                .setParameter(1, document.toString()).setParameter(2, Timestamp.from(Instant.now())).executeUpdate();
        if (n == 0) {
            em.createNativeQuery("INSERT INTO platform_config_view (id, document, updated_at) VALUES (1, ?, ?)")
                    .setParameter(1, document.toString()).setParameter(2, Timestamp.from(Instant.now())).executeUpdate();
        }
    }

    /**
     * The owner's answer to a direct question, in its own transaction: stored only while no event has
     * been stored, because an event handled meanwhile is at least as new.
     */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void writeIfAbsent(JsonObject document) {
        em.createNativeQuery("INSERT IGNORE INTO platform_config_view (id, document, updated_at) VALUES (1, ?, ?)")
                .setParameter(1, document.toString()).setParameter(2, Timestamp.from(Instant.now())).executeUpdate();
    }
}
