package net.ccpay.customer.customers.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.PersistenceException;
import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.customers.domain.CustomerRepository;

import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.KeysetQuery;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.sql.SQLIntegrityConstraintViolationException;
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
    public Optional<Customer> findIncludingDeleted(String id) {
        return Optional.ofNullable(em.find(Customer.class, id));
    }

    @Override
    public Optional<Customer> findForUpdate(String id) {
        return findIncludingDeletedForUpdate(id).filter(c -> !c.isDeleted());
    }

    @Override
    public Optional<Customer> findIncludingDeletedForUpdate(String id) {
        return Optional.ofNullable(em.find(Customer.class, id, LockModeType.PESSIMISTIC_WRITE));
    }

    /**
     * Oldest first by (created_at, id); filtered by update time, by (updated_at, id) instead, so that the page is a range
     * of an index of update times (not a walk through every customer created since, skipping those updated earlier),
     * and a customer changed while a client pages comes again at the end instead of being missed.
     */
    @Override
    public Page<Customer> list(CustomerFilter f, PageRequest page) {
        boolean byUpdate = f.updatedAfter() != null || f.updatedBefore() != null;
        String order = byUpdate ? Cursor.UPDATED_AT : Cursor.CREATED_AT;
        KeysetQuery query = new KeysetQuery("customer").orderBy(order);
        if (byUpdate && f.platformCustomerId() == null && f.umaAddress() == null) {
            // the range of update times, not a walk from the first live customer (see forceIndex); a platform id or UMA
            // address finds its one or few customers through its own index instead
            query.forceIndex(f.includingDeleted() ? "customer_updated" : "customer_live_by_update");
        }
        // a currency or region with neither a platform id nor a UMA address (which find their few through their own index):
        // one range of its rows in customer_facet (V22_5), in creation order, so a rare value reads its own customers, not
        // every customer until the page is full; the other of the two is checked on the rows read
        boolean byFacet = !byUpdate && f.platformCustomerId() == null && f.umaAddress() == null;
        String facet = !byFacet ? null : f.currency() != null ? "currency" : f.region() != null ? "region" : null;
        if (facet != null) {
            // liveness and the creation window are the facet rows' own (V22_9), so that a count of these alone needs no
            // customer row
            query.through("customer_facet", "customer_id", "customer_created_at")
                    .whereThrough("customer_facet.facet = ? AND customer_facet.facet_value = ?", facet,
                            "currency".equals(facet) ? f.currency() : f.region())
                    .whereThroughIf(f.includingDeleted() ? null : Boolean.TRUE, "customer_facet.customer_deleted_at IS NULL")
                    .whereThroughIf(f.createdAfter(), "customer_facet.customer_created_at > ?", f.createdAfter())
                    .whereThroughIf(f.createdBefore(), "customer_facet.customer_created_at < ?", f.createdBefore());
        }
        return query
                .whereIf(f.includingDeleted() || facet != null ? null : Boolean.TRUE, "deleted_at IS NULL")
                .whereIf(f.platformCustomerId(), "platform_customer_id = ?", f.platformCustomerId())
                .whereIf(f.customerType(), "customer_type = ?", f.customerType())
                .whereIf(facet != null ? null : f.createdAfter(), "created_at > ?", f.createdAfter())
                .whereIf(facet != null ? null : f.createdBefore(), "created_at < ?", f.createdBefore())
                .whereIf(f.updatedAfter(), "updated_at > ?", f.updatedAfter())
                .whereIf(f.updatedBefore(), "updated_at < ?", f.updatedBefore())
                // otherwise checked on the rows another index reads: the profile's region (not the virtual column `region`,
                // whose index gave wrong answers, V22_4) and currencies
                .whereIf("region".equals(facet) ? null : f.region(), "JSON_VALUE(profile, '$.region') = ?", f.region())
                .whereIf("currency".equals(facet) ? null : f.currency(), "JSON_CONTAINS(JSON_EXTRACT(profile, '$.currencies'), JSON_QUOTE(?))", f.currency())
                .whereIf(f.umaAddress(), "uma_address = ?", f.umaAddress())
                .run(em, Customer.class, page, c -> new Cursor(order, byUpdate ? c.updatedAt() : c.createdAt(), c.id()), countedByTheTally(f));
    }

    /**
     * The live customers (of one type) as the onboarding tally counts them, when the filter asks nothing else: the
     * unfiltered list's totalCount without counting every customer. Null (COUNT(*) over the filter) otherwise.
     */
    private java.util.function.LongSupplier countedByTheTally(CustomerFilter f) {
        boolean onlyLiveOfAType = !f.includingDeleted() && f.platformCustomerId() == null && f.createdAfter() == null
                && f.createdBefore() == null && f.updatedAfter() == null && f.updatedBefore() == null && f.region() == null
                && f.currency() == null && f.umaAddress() == null;
        return onlyLiveOfAType ? () -> JpaOnboardingTally.liveCustomers(em, f.customerType()) : null;
    }

    @Override
    public boolean platformCustomerIdTaken(String platformCustomerId) {
        return !em.createQuery("SELECT c.id FROM Customer c WHERE c.platformCustomerId = :p AND c.deletedAt IS NULL")
                .setParameter("p", platformCustomerId).setMaxResults(1).getResultList().isEmpty();
    }

    @Override
    public Optional<Customer> findByUmaAddress(String umaAddress) {
        return em.createQuery("SELECT c FROM Customer c WHERE c.umaAddress = :u AND c.deletedAt IS NULL", Customer.class)
                .setParameter("u", umaAddress).setMaxResults(1).getResultStream().findFirst();
    }

    @Override
    public java.util.Set<String> takenPlatformCustomerIds(java.util.Collection<String> ids) {
        return ids.isEmpty() ? java.util.Set.of() : new java.util.HashSet<>(em.createQuery(
                "SELECT c.platformCustomerId FROM Customer c WHERE c.platformCustomerId IN :p AND c.deletedAt IS NULL", String.class)
                .setParameter("p", java.util.List.copyOf(ids)).getResultList());
    }

    @Override
    public java.util.Set<String> takenUmaAddresses(java.util.Collection<String> addresses) {
        return addresses.isEmpty() ? java.util.Set.of() : new java.util.HashSet<>(em.createQuery(
                "SELECT c.umaAddress FROM Customer c WHERE c.umaAddress IN :u AND c.deletedAt IS NULL", String.class)
                .setParameter("u", java.util.List.copyOf(addresses)).getResultList());
    }

    @Override
    public boolean umaAddressTaken(String umaAddress) {
        return !em.createQuery("SELECT c.id FROM Customer c WHERE c.umaAddress = :u AND c.deletedAt IS NULL")
                .setParameter("u", umaAddress).setMaxResults(1).getResultList().isEmpty();
    }

    /**
     * Flushes at once so that a concurrent insert of the same live platformCustomerId or UMA address
     * (the checks before are not atomic; the unique keys are) surfaces here as a conflict, not as a
     * 500 at commit.
     */
    @Override
    public void add(Customer customer) {
        em.persist(customer);
        try {
            em.flush();
        } catch (PersistenceException e) {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof SQLIntegrityConstraintViolationException) {
                    throw new CustomerRepository.DuplicateCustomer();
                }
            }
            throw e;
        }
    }
}
