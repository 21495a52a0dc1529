package net.ccpay.customer.customers.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.customers.domain.CustomerRepository;

import java.util.Optional;

@ApplicationScoped
public class JpaCustomerRepository implements CustomerRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public Optional<Customer> find(String id) {
        return Optional.ofNullable(em.find(Customer.class, id)).filter(c -> !c.isDeleted());
    }

    @Override
    public boolean platformCustomerIdTaken(String platformCustomerId) {
        return !em.createQuery("SELECT c.id FROM Customer c WHERE c.platformCustomerId = :p AND c.deletedAt IS NULL")
                .setParameter("p", platformCustomerId).setMaxResults(1).getResultList().isEmpty();
    }

    @Override
    public boolean umaAddressTaken(String umaAddress) {
        return !em.createQuery("SELECT c.id FROM Customer c WHERE c.umaAddress = :u AND c.deletedAt IS NULL")
                .setParameter("u", umaAddress).setMaxResults(1).getResultList().isEmpty();
    }

    @Override
    public void add(Customer customer) {
        em.persist(customer);
    }
}
