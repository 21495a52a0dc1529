package net.ccpay.customer.customers.domain;

import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;

/** The customer was deleted before; the contract answers a second delete with 410. */
public class CustomerDeleted extends ApiException {
    public CustomerDeleted(String id) {
        super(410, ErrorCode.CUSTOMER_DELETED, "Customer " + id + " has been deleted");
    }
}
