package net.ccpay.quote.sca.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.quote.sca.domain.BeneficiaryTrust;
import net.ccpay.quote.sca.domain.BeneficiaryTrustRepository;

@ApplicationScoped
public class JpaBeneficiaryTrustRepository extends JpaRows<BeneficiaryTrust> implements BeneficiaryTrustRepository {

    public JpaBeneficiaryTrustRepository() {
        super(BeneficiaryTrust.class);
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
