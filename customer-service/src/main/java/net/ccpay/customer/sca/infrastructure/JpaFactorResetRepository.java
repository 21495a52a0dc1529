package net.ccpay.customer.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.customer.sca.domain.FactorReset;
import net.ccpay.customer.sca.domain.FactorResetRepository;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** {@link FactorResetRepository} in the service's database; joins the caller's transaction. */
@ApplicationScoped
public class JpaFactorResetRepository implements FactorResetRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public void add(FactorReset reset) {
        em.persist(reset);
    }

    @Override
    public Optional<FactorReset> find(String resetId) {
        return Optional.ofNullable(em.find(FactorReset.class, resetId));
    }

    @Override
    public List<FactorReset> createdSince(String customerId, Instant since) {
        return em.createQuery("SELECT r FROM FactorReset r WHERE r.customerId = :c AND r.createdAt > :since ORDER BY r.createdAt",
                FactorReset.class).setParameter("c", customerId).setParameter("since", since).getResultList();
    }
}
