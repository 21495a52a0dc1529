package net.ccpay.customer.customers.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.customers.api.CustomerMapper;
import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.owners.api.BeneficialOwnerMapper;
import net.ccpay.customer.owners.domain.BeneficialOwnerRepository;

import java.io.StringReader;

/**
 * The full customer JSON, as responses, events and the internal read endpoint carry it: a
 * business includes its beneficial owners.
 */
@ApplicationScoped
public class CustomerViews {

    @Inject
    BeneficialOwnerRepository owners;

    public JsonObject json(Customer c) {
        if (c.isIndividual()) {
            return CustomerMapper.toJson(c);
        }
        JsonArrayBuilder a = JsonP.createArrayBuilder();
        owners.ofCustomer(c.id()).forEach(o -> a.add(BeneficialOwnerMapper.toJson(o)));
        return CustomerMapper.toJson(c, a.build());
    }

    /** The stored, contract-shaped profile of the customer (write-only fields included). */
    public static JsonObject profile(Customer c) {
        try (JsonReader r = JsonP.createReader(new StringReader(c.profile()))) {
            return r.readObject();
        }
    }
}
