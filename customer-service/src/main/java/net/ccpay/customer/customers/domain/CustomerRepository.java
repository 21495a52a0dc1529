package net.ccpay.customer.customers.domain;

import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.time.Instant;
import java.util.Optional;

public interface CustomerRepository {
    /** A live (not deleted) customer. */
    Optional<Customer> find(String id);
    /** A customer, deleted or not. */
    Optional<Customer> findIncludingDeleted(String id);
    /**
     * A live customer, its row locked until the transaction ends: changes to one customer (PATCH,
     * DELETE, verification, new owners) run one after the other, each on the state the previous left.
     */
    Optional<Customer> findForUpdate(String id);
    /** Like {@link #findForUpdate}, deleted or not. */
    Optional<Customer> findIncludingDeletedForUpdate(String id);
    /** The live customer with this UMA address (compared without regard to case, as addresses are unique). */
    Optional<Customer> findByUmaAddress(String umaAddress);
    boolean platformCustomerIdTaken(String platformCustomerId);
    boolean umaAddressTaken(String umaAddress);

    /** Which of these platformCustomerIds live customers hold (one query for many, as a bulk import checks a batch). */
    java.util.Set<String> takenPlatformCustomerIds(java.util.Collection<String> platformCustomerIds);

    /** Which of these UMA addresses live customers hold. */
    java.util.Set<String> takenUmaAddresses(java.util.Collection<String> umaAddresses);
    /** @throws DuplicateCustomer when another live customer took the same platformCustomerId or UMA address meanwhile */
    void add(Customer customer);

    /**
     * A page of the customers the filter matches, by (createdAt, id); by (updatedAt, id) when the filter bounds the
     * update time. A cursor of the other order is refused ({@code InvalidFields} on {@code cursor}).
     */
    Page<Customer> list(CustomerFilter filter, PageRequest page);

    /** A unique key (live platformCustomerId or UMA address) was taken by a concurrent request. */
    final class DuplicateCustomer extends RuntimeException {
        public DuplicateCustomer() {
            super("duplicate customer key", null, false, false);
        }
    }

    /** The filters of GET /customers; null means "any". */
    record CustomerFilter(String platformCustomerId, String customerType, Instant createdAfter, Instant createdBefore,
                          Instant updatedAfter, Instant updatedBefore, String region, String currency, String umaAddress,
                          boolean includingDeleted) {}
}
