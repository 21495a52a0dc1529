package net.ccpay.customer.customers.domain;

import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;

/** No live customer has this id (unknown, or deleted). */
public class CustomerNotFound extends ApiException {
    public CustomerNotFound(String id) {
        super(404, ErrorCode.USER_NOT_FOUND, "Customer " + id + " not found");
    }
}
