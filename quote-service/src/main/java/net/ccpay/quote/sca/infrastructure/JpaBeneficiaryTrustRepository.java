package net.ccpay.quote.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.quote.sca.domain.BeneficiaryTrust;
import net.ccpay.quote.sca.domain.BeneficiaryTrustRepository;

import java.util.Optional;

@ApplicationScoped
public class JpaBeneficiaryTrustRepository implements BeneficiaryTrustRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public Optional<BeneficiaryTrust> find(String accountId) {
        return Optional.ofNullable(em.find(BeneficiaryTrust.class, accountId));
    }

    @Override
    public void add(BeneficiaryTrust trust) {
        em.persist(trust);
    }

    @Override
    public void remove(BeneficiaryTrust trust) {
        em.remove(trust);
    }
}
