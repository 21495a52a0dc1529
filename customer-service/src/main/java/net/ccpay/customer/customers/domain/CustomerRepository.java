package net.ccpay.customer.customers.domain;

import net.ccpay.customer.platform.paging.Page;
import net.ccpay.customer.platform.paging.PageRequest;

import java.time.Instant;
import java.util.Optional;

public interface CustomerRepository {
    /** A live (not deleted) customer. */
    Optional<Customer> find(String id);
    /** A customer, deleted or not. */
    Optional<Customer> findIncludingDeleted(String id);
    boolean platformCustomerIdTaken(String platformCustomerId);
    boolean umaAddressTaken(String umaAddress);
    void add(Customer customer);
    Page<Customer> list(CustomerFilter filter, PageRequest page);

    /** The filters of GET /customers; null means "any". */
    record CustomerFilter(String platformCustomerId, String customerType, Instant createdAfter, Instant createdBefore,
                          Instant updatedAfter, Instant updatedBefore, String region, String currency, String umaAddress,
                          boolean includingDeleted) {}
}
