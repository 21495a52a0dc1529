package net.ccpay.customer.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.customer.sca.domain.TotpFactor;
import net.ccpay.customer.sca.domain.TotpFactors;

import java.util.List;
import java.util.Optional;

/** {@link TotpFactors} in the service's database; joins the caller's transaction. */
@ApplicationScoped
public class JpaTotpFactors implements TotpFactors {

    @PersistenceContext
    EntityManager em;

    @Override
    public void add(TotpFactor factor) {
        em.persist(factor);
    }

    @Override
    public List<TotpFactor> pending(String customerId) {
        return em.createQuery("SELECT f FROM TotpFactor f WHERE f.customerId = :c AND f.status = :s", TotpFactor.class)
                .setParameter("c", customerId).setParameter("s", TotpFactor.Status.PENDING).getResultList();
    }

    @Override
    public Optional<TotpFactor> active(String customerId) {
        return em.createQuery("SELECT f FROM TotpFactor f WHERE f.customerId = :c AND f.status = :s", TotpFactor.class)
                .setParameter("c", customerId).setParameter("s", TotpFactor.Status.ACTIVE).getResultList().stream().findFirst();
    }

    @Override
    public void removeAllBut(String customerId, String keptId) {
        em.createQuery("DELETE FROM TotpFactor f WHERE f.customerId = :c AND f.id <> :id").setParameter("c", customerId).setParameter("id", keptId)
                .executeUpdate();
    }

    @Override
    public void removeAll(String customerId) {
        em.createQuery("DELETE FROM TotpFactor f WHERE f.customerId = :c").setParameter("c", customerId).executeUpdate();
    }
}
