package net.ccpay.auth.wallet.delegated.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.PersistenceException;
import jakarta.persistence.Query;
import net.ccpay.auth.wallet.delegated.domain.ActiveDelegatedKeyExists;
import net.ccpay.auth.wallet.delegated.domain.DelegatedKey;
import net.ccpay.auth.wallet.delegated.domain.DelegatedKey.Status;
import net.ccpay.auth.wallet.delegated.domain.DelegatedKeyRepository;
import net.ccpay.auth.wallet.sessions.infrastructure.SqlValues;
import net.ccpay.common.paging.Counts;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** {@code delegated_key}, through native statements. */
@ApplicationScoped
public class JpaDelegatedKeyRepository implements DelegatedKeyRepository {

    private static final String COLUMNS = "id, card_id, funding_source_id, account_id, public_key, nickname, status, created_at, updated_at";

    @PersistenceContext
    EntityManager em;

    @Override
    public void addInitiated(DelegatedKey key, byte[] sealedPrivateKey) {
        em.createNativeQuery("INSERT INTO delegated_key (id, card_id, funding_source_id, account_id, public_key, sealed_private_key, nickname,"
                        + " status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'INITIATED', ?, ?)")
                .setParameter(1, key.id()).setParameter(2, key.cardId()).setParameter(3, key.fundingSourceId()).setParameter(4, key.accountId())
                .setParameter(5, key.publicKey()).setParameter(6, sealedPrivateKey)
                .setParameter(7, key.nickname()).setParameter(8, Timestamp.from(key.createdAt())).setParameter(9, Timestamp.from(key.updatedAt()))
                .executeUpdate();
    }

    @Override
    public Optional<DelegatedKey> findForUpdate(String id) {
        List<?> rows = em.createNativeQuery("SELECT " + COLUMNS + " FROM delegated_key WHERE id = ? FOR UPDATE").setParameter(1, id).getResultList();
        return rows.isEmpty() ? Optional.empty() : Optional.of(toKey((Object[]) rows.get(0)));
    }

    @Override
    public Optional<DelegatedKey> findVisible(String id) {
        List<?> rows = em.createNativeQuery("SELECT " + COLUMNS + " FROM delegated_key WHERE id = ? AND status IN ('PENDING', 'ACTIVE', 'REVOKED')")
                .setParameter(1, id).getResultList();
        return rows.isEmpty() ? Optional.empty() : Optional.of(toKey((Object[]) rows.get(0)));
    }

    @Override
    public byte[] sealedPrivateKey(String id) {
        return (byte[]) em.createNativeQuery("SELECT sealed_private_key FROM delegated_key WHERE id = ?").setParameter(1, id).getSingleResult();
    }

    @Override
    public Page<DelegatedKey> list(String accountId, String fundingSourceId, PageRequest page) {
        StringBuilder where = new StringBuilder(" FROM delegated_key WHERE status IN ('PENDING', 'ACTIVE', 'REVOKED')");
        List<Object> params = new ArrayList<>();
        if (accountId != null) {
            where.append(" AND account_id = ?");
            params.add(accountId);
        }
        if (fundingSourceId != null) {
            where.append(" AND funding_source_id = ?");
            params.add(fundingSourceId);
        }
        long total = Counts.nativeCount(em, where.toString(), params);
        List<Object> rowParams = new ArrayList<>(params);
        if (page.after() != null) {
            where.append(" AND (created_at > ? OR (created_at = ? AND id > ?))");
            Timestamp at = Timestamp.from(page.after().createdAt());
            rowParams.add(at);
            rowParams.add(at);
            rowParams.add(page.after().id());
        }
        rowParams.add(page.limit() + 1);
        List<DelegatedKey> rows = bind(em.createNativeQuery("SELECT " + COLUMNS + where + " ORDER BY created_at, id LIMIT ?"), rowParams)
                .getResultList().stream().map(r -> toKey((Object[]) r)).toList();
        return Page.of(rows, page.limit(), total, k -> new Cursor(k.createdAt(), k.id()));
    }

    private static Query bind(Query q, List<Object> values) {
        for (int i = 0; i < values.size(); i++) {
            q.setParameter(i + 1, values.get(i));
        }
        return q;
    }

    @Override
    public boolean activeFor(String cardId, String accountId) {
        return !em.createNativeQuery("SELECT 1 FROM delegated_key WHERE card_id = ? AND account_id = ? AND status = 'ACTIVE' LIMIT 1")
                .setParameter(1, cardId).setParameter(2, accountId).getResultList().isEmpty();
    }

    @Override
    public Optional<String> lockActiveKeyOf(String fundingSourceId) {
        List<?> active = em.createNativeQuery("SELECT id FROM delegated_key WHERE active_funding_source = ? FOR UPDATE")
                .setParameter(1, fundingSourceId).getResultList();
        return active.isEmpty() ? Optional.empty() : Optional.of((String) active.get(0));
    }

    @Override
    public void setStatus(String id, Status status, String activeFundingSource, Instant now) {
        try {
            em.createNativeQuery("UPDATE delegated_key SET status = ?, active_funding_source = ?, updated_at = ? WHERE id = ?")
                    .setParameter(1, status.name()).setParameter(2, activeFundingSource).setParameter(3, Timestamp.from(now)).setParameter(4, id)
                    .executeUpdate();
        } catch (PersistenceException e) {
            if (activeFundingSource != null) {
                // the unique key: another key of the source became ACTIVE meanwhile
                throw new ActiveDelegatedKeyExists(activeFundingSource, null);
            }
            throw e;
        }
    }

    private static DelegatedKey toKey(Object[] r) {
        return new DelegatedKey((String) r[0], (String) r[1], (String) r[2], (String) r[3], (String) r[4], (String) r[5],
                Status.valueOf((String) r[6]), SqlValues.instant(r[7]), SqlValues.instant(r[8]));
    }
}
