package net.ccpay.customer.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.customer.sca.domain.FactorReset;
import net.ccpay.customer.sca.domain.FactorResetRepository;

import java.time.Instant;
import java.util.List;

/** {@link FactorResetRepository} in the service's database; joins the caller's transaction. */
@ApplicationScoped
public class JpaFactorResetRepository extends JpaRows<FactorReset> implements FactorResetRepository {

    public JpaFactorResetRepository() {
        super(FactorReset.class);
    }

    @Override
    public void add(FactorReset reset) {
        em.persist(reset);
    }

    @Override
    public List<FactorReset> createdSince(String customerId, Instant since) {
        return em.createQuery("SELECT r FROM FactorReset r WHERE r.customerId = :c AND r.createdAt > :since ORDER BY r.createdAt",
                FactorReset.class).setParameter("c", customerId).setParameter("since", since).getResultList();
    }
}
