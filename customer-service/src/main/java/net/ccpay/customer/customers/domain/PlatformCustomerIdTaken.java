package net.ccpay.customer.customers.domain;

import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;

/** Another live customer has this platformCustomerId. */
public class PlatformCustomerIdTaken extends ApiException {
    public PlatformCustomerIdTaken(String platformCustomerId) {
        super(409, ErrorCode.CONFLICT, "A customer with platformCustomerId '" + platformCustomerId + "' already exists");
    }
}
