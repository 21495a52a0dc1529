package net.ccpay.webhook.config.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import net.ccpay.webhook.config.domain.PlatformConfig;
import net.ccpay.webhook.config.domain.PlatformConfigRepository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class JpaPlatformConfigRepository implements PlatformConfigRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public Optional<PlatformConfig> find() {
        return first(em.createQuery("SELECT c FROM PlatformConfig c", PlatformConfig.class).setMaxResults(1).getResultList());
    }

    @Override
    public Optional<PlatformConfig> findForUpdate() {
        return first(em.createQuery("SELECT c FROM PlatformConfig c", PlatformConfig.class)
                .setLockMode(LockModeType.PESSIMISTIC_WRITE).setMaxResults(1).getResultList());
    }

    @Override
    public boolean seedIfMissing(String id, String document, Instant now) {
        return em.createNativeQuery("INSERT IGNORE INTO platform_config (id, singleton, webhook_endpoint, document, created_at, updated_at) "
                        + "VALUES (?, 1, NULL, ?, ?, ?)")
                .setParameter(1, id)
                .setParameter(2, document)
                .setParameter(3, Timestamp.from(now))
                .setParameter(4, Timestamp.from(now))
                .executeUpdate() == 1;
    }

    private static Optional<PlatformConfig> first(List<PlatformConfig> rows) {
        return rows.isEmpty() ? Optional.empty() : Optional.of(rows.get(0));
    }
}
