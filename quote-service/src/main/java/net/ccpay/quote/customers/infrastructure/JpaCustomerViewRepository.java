package net.ccpay.quote.customers.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.quote.customers.domain.CustomerView;
import net.ccpay.quote.customers.domain.CustomerViewRepository;

import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class JpaCustomerViewRepository extends JpaRows<CustomerView> implements CustomerViewRepository {

    public JpaCustomerViewRepository() {
        super(CustomerView.class);
    }

    @Override
    public Optional<CustomerView> findByUmaAddress(String umaAddress) {
        List<CustomerView> found = em.createQuery("SELECT c FROM CustomerView c WHERE c.umaAddress = :u AND c.deleted = false", CustomerView.class)
                .setParameter("u", umaAddress).setMaxResults(1).getResultList();
        return found.stream().findFirst();
    }

    @Override
    public void add(CustomerView view) {
        em.persist(view);
    }
}
