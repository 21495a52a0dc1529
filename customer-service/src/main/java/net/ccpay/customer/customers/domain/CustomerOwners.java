package net.ccpay.customer.customers.domain;

import java.util.List;

/**
 * The beneficial owners of a business, for the customer's view: a port the owners context implements, so
 * customers need nothing of owners (owners belong to customers, not the reverse).
 */
public interface CustomerOwners {

    /** The business's owners, in the owners context's order. */
    List<CustomerOwner> ofCustomer(String customerId);
}
