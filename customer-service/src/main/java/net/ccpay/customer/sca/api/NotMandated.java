package net.ccpay.customer.sca.api;

import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.customer.customers.application.CustomerService;

/** The 409 answers of operations that the customers' provider or region does not require. */
final class NotMandated {
    private NotMandated() {}

    static ApiException contactVerification(String what) {
        return new ApiException(409, ErrorCode.CONFLICT, what + " verification is not needed: this customer's payment provider "
                + "does not mandate contact verification, so no one-time code is sent or checked");
    }

    /** Unknown customers are still 404, like every operation on a customer. */
    static void requireCustomer(CustomerService customers, String id) {
        customers.get(id);
    }
}
