package net.ccpay.customer.customers.api;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.customer.customers.application.CustomerDetails;
import net.ccpay.customer.customers.application.CustomerEventData;

/** CUSTOMER.* event data in the same shape as the API's responses. */
@ApplicationScoped
public class CustomerEventJson implements CustomerEventData {
    @Override
    public String of(CustomerDetails customer) {
        return CustomerMapper.toJson(customer).toString();
    }
}
