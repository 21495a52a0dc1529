package net.ccpay.quote.stablecoins.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.JpqlKeyset;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.quote.stablecoins.domain.StablecoinOperation;
import net.ccpay.quote.stablecoins.domain.StablecoinOperationRepository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

@ApplicationScoped
public class JpaStablecoinOperationRepository extends JpaRows<StablecoinOperation> implements StablecoinOperationRepository {

    public JpaStablecoinOperationRepository() {
        super(StablecoinOperation.class);
    }

    @Override
    public void add(StablecoinOperation operation) {
        em.persist(operation);
        em.flush();
    }

    @Override
    public Page<StablecoinOperation> list(String stablecoinId, String operationType, PageRequest page) {
        Map<String, Object> params = new LinkedHashMap<>();
        params.put("s", stablecoinId);
        String where = "o.stablecoinId = :s";
        if (operationType != null) {
            where += " AND o.type = :t";
            params.put("t", operationType);
        }
        JpqlKeyset.Rows<StablecoinOperation> rows = JpqlKeyset.run(em, StablecoinOperation.class, "o", where, params, page.limit(), page.after(), false);
        return Page.of(rows.rows(), page.limit(), rows.totalCount(), o -> new Cursor(o.createdAt(), o.id()));
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<String> due(Instant now, int limit) {
        return em.createNativeQuery("SELECT id FROM stablecoin_operation WHERE next_step_at <= ? ORDER BY next_step_at LIMIT " + limit)
                .setParameter(1, Timestamp.from(now)).getResultList();
    }

    @Override
    public Optional<StablecoinOperation> findScheduledForUpdateSkipLocked(String id) {
        @SuppressWarnings("unchecked")
        List<StablecoinOperation> rows = em.createNativeQuery("SELECT * FROM stablecoin_operation WHERE id = ? AND next_step_at IS NOT NULL"
                + " FOR UPDATE SKIP LOCKED", StablecoinOperation.class).setParameter(1, id).getResultList();
        return rows.stream().findFirst();
    }
}
