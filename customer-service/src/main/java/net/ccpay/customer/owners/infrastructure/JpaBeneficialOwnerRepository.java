package net.ccpay.customer.owners.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.customer.owners.domain.BeneficialOwner;
import net.ccpay.customer.owners.domain.BeneficialOwnerRepository;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.KeysetQuery;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class JpaBeneficialOwnerRepository extends JpaRows<BeneficialOwner> implements BeneficialOwnerRepository {

    public JpaBeneficialOwnerRepository() {
        super(BeneficialOwner.class);
    }

    @Override
    public Optional<String> businessOf(String ownerId) {
        return em.createQuery("SELECT o.customerId FROM BeneficialOwner o WHERE o.id = :id", String.class)
                .setParameter("id", ownerId).getResultStream().findFirst();
    }

    @Override
    public List<BeneficialOwner> ofCustomer(String customerId) {
        return em.createQuery("SELECT o FROM BeneficialOwner o WHERE o.customerId = :c ORDER BY o.id", BeneficialOwner.class)
                .setParameter("c", customerId).getResultList();
    }

    @Override
    public Page<BeneficialOwner> list(String customerId, PageRequest page) {
        return new KeysetQuery("beneficial_owner")
                .whereIf(customerId, "customer_id = ?", customerId)
                .run(em, BeneficialOwner.class, page, o -> new Cursor(o.createdAt(), o.id()));
    }

    @Override
    public void add(BeneficialOwner owner) {
        em.persist(owner);
    }
}
