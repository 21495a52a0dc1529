package net.ccpay.customer.customers.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.customers.domain.CustomerOwners;

import java.io.StringReader;
import java.util.List;

/** The full customer, as responses, events and the internal read endpoint carry it: a business includes its beneficial owners. */
@ApplicationScoped
public class CustomerViews {

    @Inject
    CustomerOwners owners;

    public CustomerDetails details(Customer c) {
        return new CustomerDetails(c, c.isIndividual() ? List.of() : owners.ofCustomer(c.id()));
    }

    /** The stored, contract-shaped profile of the customer (write-only fields included). */
    public static JsonObject profile(Customer c) {
        try (JsonReader r = JsonP.createReader(new StringReader(c.profile()))) {
            return r.readObject();
        }
    }
}
