package net.ccpay.customer.customers.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** A concurrent request took the platformCustomerId or UMA address between the check and the insert. */
public class CustomerCreatedConcurrently extends DomainException {
    public CustomerCreatedConcurrently(String platformCustomerId, String umaAddress) {
        super(Kind.CONFLICT, ErrorCode.CONFLICT, "A customer with platformCustomerId '" + platformCustomerId + "' or UMA address " + umaAddress
                + " was created at the same moment; retry with other values");
    }
}
