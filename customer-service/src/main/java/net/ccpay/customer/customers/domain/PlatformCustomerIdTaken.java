package net.ccpay.customer.customers.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** Another live customer has this platformCustomerId. */
public class PlatformCustomerIdTaken extends DomainException {
    public PlatformCustomerIdTaken(String platformCustomerId) {
        super(Kind.CONFLICT, ErrorCode.CONFLICT, "A customer with platformCustomerId '" + platformCustomerId + "' already exists");
    }
}
