package net.ccpay.customer.sca.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.sca.ScaRegions;
import net.ccpay.customer.customers.application.CustomerService;
import net.ccpay.customer.customers.domain.Customer;
import net.ccpay.customer.sca.domain.ScaNotApplicable;

import java.io.StringReader;
import java.util.Optional;

/** Which customers strong customer authentication applies to: individuals whose address is in an SCA region. */
@ApplicationScoped
public class ScaCustomers {

    @Inject
    CustomerService customers;

    /** The customer's id when SCA applies to it; 404 for an unknown customer, 409 when SCA does not apply. */
    public String require(String customerId) {
        Customer c = customers.get(customerId).customer();
        if (!ScaRegions.appliesTo(c.customerType(), addressCountry(c))) {
            throw new ScaNotApplicable();
        }
        return c.id();
    }

    /** The phone number SCA codes go to: the customer's {@code phoneNumber}, if it has one. */
    public Optional<String> phone(String customerId) {
        JsonObject p = profile(customers.get(customerId).customer());
        return p.get("phoneNumber") instanceof JsonString phone && !phone.getString().isBlank() ? Optional.of(phone.getString()) : Optional.empty();
    }

    static String addressCountry(Customer c) {
        return profile(c).get("address") instanceof JsonObject a ? a.getString("country", null) : null;
    }

    private static JsonObject profile(Customer c) {
        if (c.profile() == null || c.profile().isBlank()) {
            return JsonValue.EMPTY_JSON_OBJECT;
        }
        try (var r = JsonP.createReader(new StringReader(c.profile()))) {
            return r.readObject();
        }
    }
}
