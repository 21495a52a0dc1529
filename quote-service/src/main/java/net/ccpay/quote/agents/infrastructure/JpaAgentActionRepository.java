package net.ccpay.quote.agents.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import net.ccpay.common.db.JpaRows;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.JpqlKeyset;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.quote.agents.domain.AgentAction;
import net.ccpay.quote.agents.domain.AgentActionRepository;

import java.sql.Date;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

@ApplicationScoped
public class JpaAgentActionRepository extends JpaRows<AgentAction> implements AgentActionRepository {

    public JpaAgentActionRepository() {
        super(AgentAction.class);
    }

    @Override
    public void lockSpending(String agentId) {
        em.createNativeQuery("INSERT INTO agent_spend_lock (agent_id) VALUES (?) ON DUPLICATE KEY UPDATE agent_id = agent_id")
                .setParameter(1, agentId).executeUpdate();
    }

    @Override
    public void add(AgentAction action) {
        em.persist(action);
    }

    @Override
    public Optional<String> transactionIdOf(String actionId) {
        List<?> rows = em.createNativeQuery("SELECT transaction_id FROM agent_action WHERE id = ?").setParameter(1, actionId).getResultList();
        return rows.isEmpty() ? Optional.empty() : Optional.of((String) rows.get(0));
    }

    @Override
    public List<AgentAction> ofTransactionForUpdate(String transactionId) {
        return em.createQuery("SELECT a FROM AgentAction a WHERE a.transactionId = :t", AgentAction.class)
                .setParameter("t", transactionId).setLockMode(LockModeType.PESSIMISTIC_WRITE).getResultList();
    }

    @Override
    public Optional<String> actionIdOfTransaction(String transactionId) {
        return em.createQuery("SELECT a.id FROM AgentAction a WHERE a.transactionId = :t", String.class)
                .setParameter("t", transactionId).getResultStream().findFirst();
    }

    @Override
    public Page<AgentAction> list(String agentId, String customerId, AgentAction.Status status, Instant startDate, Instant endDate, boolean ascending,
                                  PageRequest page) {
        StringBuilder where = new StringBuilder("1 = 1");
        Map<String, Object> params = new LinkedHashMap<>();
        if (agentId != null) { where.append(" AND a.agentId = :agent"); params.put("agent", agentId); }
        if (customerId != null) { where.append(" AND a.customerId = :customer"); params.put("customer", customerId); }
        if (status != null) { where.append(" AND a.status = :status"); params.put("status", status); }
        if (startDate != null) { where.append(" AND a.createdAt >= :start"); params.put("start", startDate); }
        if (endDate != null) { where.append(" AND a.createdAt <= :end"); params.put("end", endDate); }
        JpqlKeyset.Rows<AgentAction> r = JpqlKeyset.run(em, AgentAction.class, "a", where.toString(), params, page.limit(), page.after(), ascending);
        return Page.of(r.rows(), page.limit(), r.totalCount(), a -> new Cursor(a.createdAt(), a.id()).in(ascending));
    }

    @Override
    public Usage usage(String agentId, String currency, LocalDate today, boolean locking) {
        Object[] r = (Object[]) em.createNativeQuery("SELECT"
                        + " COALESCE(SUM(CASE WHEN spend_day = ? AND spend_currency = ? THEN spend ELSE 0 END), 0),"
                        + " COALESCE(SUM(CASE WHEN spend_day = ? THEN 1 ELSE 0 END), 0),"
                        + " COALESCE(SUM(CASE WHEN spend_currency = ? THEN spend ELSE 0 END), 0)"
                        + " FROM agent_action WHERE agent_id = ? AND spend_month = ? AND status IN ('PENDING_APPROVAL', 'APPROVED')"
                        + (locking ? " LOCK IN SHARE MODE" : ""))
                .setParameter(1, Date.valueOf(today)).setParameter(2, currency)
                .setParameter(3, Date.valueOf(today))
                .setParameter(4, currency)
                .setParameter(5, agentId).setParameter(6, YearMonth.from(today).toString())
                .getSingleResult();
        return new Usage(((Number) r[0]).longValue(), ((Number) r[1]).longValue(), ((Number) r[2]).longValue());
    }
}
