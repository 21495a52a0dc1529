package net.ccpay.auth.tokens.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;
import net.ccpay.auth.tokens.domain.ApiToken;
import net.ccpay.auth.tokens.domain.ApiTokenRepository;
import net.ccpay.common.paging.Counts;
import net.ccpay.common.paging.Cursor;

import java.sql.Timestamp;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

@ApplicationScoped
public class JpaApiTokenRepository implements ApiTokenRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public Optional<ApiToken> findByClientId(String clientId) {
        return em.createNamedQuery("ApiToken.byClientId", ApiToken.class)
                .setParameter("clientId", clientId).getResultList().stream().findFirst();
    }

    @Override
    public Optional<ApiToken> findByClientIdForUpdate(String clientId) {
        return em.createNamedQuery("ApiToken.byClientId", ApiToken.class)
                .setParameter("clientId", clientId).setLockMode(LockModeType.PESSIMISTIC_WRITE).getResultList().stream().findFirst();
    }

    @Override
    public Optional<ApiToken> find(String id) {
        return Optional.ofNullable(em.find(ApiToken.class, id)).filter(t -> !t.isDeleted());
    }

    @Override
    public Optional<ApiToken> findForUpdate(String id) {
        return Optional.ofNullable(em.find(ApiToken.class, id, LockModeType.PESSIMISTIC_WRITE)).filter(t -> !t.isDeleted());
    }

    @Override
    public void add(ApiToken token) {
        em.persist(token);
    }

    @Override
    public boolean addIfAbsent(ApiToken t) {
        return em.createNativeQuery("INSERT IGNORE INTO api_token (id, name, client_id, secret_hash, permissions, created_at, updated_at)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?)")
                .setParameter(1, t.id()).setParameter(2, t.name()).setParameter(3, t.clientId())
                .setParameter(4, t.secretHash()).setParameter(5, String.join(",", t.permissions()))
                .setParameter(6, Timestamp.from(t.createdAt())).setParameter(7, Timestamp.from(t.updatedAt()))
                .executeUpdate() == 1;
    }

    @Override
    public Rows list(Filter f, int limit, Cursor after) {
        StringBuilder where = new StringBuilder("t.deletedAt IS NULL");
        Map<String, Object> params = new LinkedHashMap<>();
        if (f.name() != null) { where.append(" AND t.name = :name"); params.put("name", f.name()); }
        if (f.createdAfter() != null) { where.append(" AND t.createdAt > :ca"); params.put("ca", f.createdAfter()); }
        if (f.createdBefore() != null) { where.append(" AND t.createdAt < :cb"); params.put("cb", f.createdBefore()); }
        if (f.updatedAfter() != null) { where.append(" AND t.updatedAt > :ua"); params.put("ua", f.updatedAfter()); }
        if (f.updatedBefore() != null) { where.append(" AND t.updatedAt < :ub"); params.put("ub", f.updatedBefore()); }
        String base = "FROM ApiToken t WHERE " + where;
        TypedQuery<ApiToken> q = em.createQuery("SELECT t " + base
                + (after == null ? "" : " AND (t.createdAt > :ac OR (t.createdAt = :ac AND t.id > :ai))")
                + " ORDER BY t.createdAt, t.id", ApiToken.class);
        params.forEach(q::setParameter);
        if (after != null) {
            q.setParameter("ac", after.createdAt()).setParameter("ai", after.id());
        }
        return new Rows(q.setMaxResults(limit + 1).getResultList(), Counts.jpqlCount(em, "t", base, params));
    }
}
