package net.ccpay.customer.customers.application;

import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.customers.domain.CustomerOwner;

import java.util.List;

/** A customer as the application hands it out: a business with its beneficial owners (none for an individual). */
public record CustomerDetails(Customer customer, List<CustomerOwner> owners) {}
