package net.ccpay.quote.customers.domain;

import java.util.Optional;

/** The read model of customer-service's customers, as its events wrote it (deleted ones included). */
public interface CustomerViewRepository {

    /** The customer's view, deleted or not; empty when no event about it has arrived yet. */
    Optional<CustomerView> find(String id);

    /** The live customer with this UMA address. */
    Optional<CustomerView> findByUmaAddress(String umaAddress);

    void add(CustomerView view);
}
