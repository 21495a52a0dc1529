package net.ccpay.customer.verification.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.KeysetQuery;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.customer.verification.domain.KycLink;
import net.ccpay.customer.verification.domain.KycLinkRepository;
import net.ccpay.customer.verification.domain.Verification;
import net.ccpay.customer.verification.domain.VerificationRepository;

import java.util.Optional;

@ApplicationScoped
public class JpaVerificationRepository extends JpaRows<Verification> implements VerificationRepository, KycLinkRepository {

    public JpaVerificationRepository() {
        super(Verification.class);
    }

    @Override
    public void add(Verification v) {
        em.persist(v);
    }

    @Override
    public Optional<java.time.Instant> lastPoorQualityAt(String customerId) {
        return em.createQuery("SELECT v FROM Verification v WHERE v.customerId = :c AND v.errors LIKE :t ORDER BY v.createdAt DESC",
                        Verification.class)
                .setParameter("c", customerId).setParameter("t", "%\"POOR_QUALITY_DOCUMENT\"%").setMaxResults(1)
                .getResultStream().findFirst().map(Verification::createdAt);
    }

    @Override
    public Page<Verification> list(String customerId, Verification.Status verificationStatus, PageRequest page) {
        return new KeysetQuery("verification")
                .whereIf(customerId, "customer_id = ?", customerId)
                .whereIf(verificationStatus, "verification_status = ?", verificationStatus == null ? null : verificationStatus.name())
                .run(em, Verification.class, page, v -> new Cursor(v.createdAt(), v.id()));
    }

    @Override
    public void add(KycLink link) {
        em.persist(link);
    }
}
