package net.ccpay.customer.customers.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** Another live customer has this UMA address. */
public class UmaAddressTaken extends DomainException {
    public UmaAddressTaken(String umaAddress) {
        super(Kind.CONFLICT, ErrorCode.UMA_ADDRESS_EXISTS, "The UMA address " + umaAddress + " is taken");
    }
}
