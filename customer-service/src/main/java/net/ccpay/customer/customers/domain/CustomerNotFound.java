package net.ccpay.customer.customers.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No live customer has this id (unknown, or deleted). */
public class CustomerNotFound extends DomainException {
    public CustomerNotFound(String id) {
        super(Kind.NOT_FOUND, ErrorCode.USER_NOT_FOUND, "Customer " + id + " not found");
    }
}
