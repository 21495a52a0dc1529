package net.ccpay.customer.customers.application;

/**
 * The data of CUSTOMER.* events: the contract's Customer JSON. The wire format belongs to the api
 * layer, which implements this; the application only asks for it.
 */
public interface CustomerEventData {
    String of(CustomerDetails customer);
}
