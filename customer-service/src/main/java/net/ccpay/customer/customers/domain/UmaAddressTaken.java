package net.ccpay.customer.customers.domain;

import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;

/** Another live customer has this UMA address. */
public class UmaAddressTaken extends ApiException {
    public UmaAddressTaken(String umaAddress) {
        super(409, ErrorCode.UMA_ADDRESS_EXISTS, "The UMA address " + umaAddress + " is taken");
    }
}
