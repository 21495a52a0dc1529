package net.ccpay.customer.customers.domain;

import java.util.Optional;

public interface CustomerRepository {
    Optional<Customer> find(String id);
    boolean platformCustomerIdTaken(String platformCustomerId);
    boolean umaAddressTaken(String umaAddress);
    void add(Customer customer);
}
