package net.ccpay.auth.agents.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import net.ccpay.auth.agents.domain.Agent;
import net.ccpay.auth.agents.domain.AgentRepository;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.KeysetQuery;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class JpaAgentRepository implements AgentRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public Optional<Agent> find(String id) {
        return Optional.ofNullable(em.find(Agent.class, id)).filter(a -> !a.isDeleted());
    }

    @Override
    public Optional<Agent> findForUpdate(String id) {
        return Optional.ofNullable(em.find(Agent.class, id, LockModeType.PESSIMISTIC_WRITE)).filter(a -> !a.isDeleted());
    }

    /** One indexed lookup (unique key on token_sha256); a deleted agent has no token hash left. */
    @Override
    public Optional<Agent> findByAccessToken(String tokenSha256) {
        List<Agent> found = em.createQuery("SELECT a FROM Agent a WHERE a.tokenSha256 = :h AND a.deletedAt IS NULL", Agent.class)
                .setParameter("h", tokenSha256).setMaxResults(1).getResultList();
        return found.stream().findFirst();
    }

    @Override
    public void add(Agent agent) {
        em.persist(agent);
    }

    @Override
    public Page<Agent> list(AgentFilter f, PageRequest page) {
        return new KeysetQuery("agent")
                .where("deleted_at IS NULL")
                .whereIf(f.customerId(), "customer_id = ?", f.customerId())
                .whereIf(f.paused(), "paused = ?", f.paused())
                .whereIf(f.connected(), "connected = ?", f.connected())
                .whereIf(f.createdAfter(), "created_at >= ?", f.createdAfter())
                .whereIf(f.createdBefore(), "created_at <= ?", f.createdBefore())
                .whereIf(f.updatedAfter(), "updated_at >= ?", f.updatedAfter())
                .whereIf(f.updatedBefore(), "updated_at <= ?", f.updatedBefore())
                .run(em, Agent.class, page, a -> new Cursor(a.createdAt(), a.id()));
    }
}
