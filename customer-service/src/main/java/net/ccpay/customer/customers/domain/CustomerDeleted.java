package net.ccpay.customer.customers.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** The customer was deleted before; the contract answers a second delete with 410. */
public class CustomerDeleted extends DomainException {
    public CustomerDeleted(String id) {
        super(Kind.GONE, ErrorCode.CUSTOMER_DELETED, "Customer " + id + " has been deleted");
    }
}
