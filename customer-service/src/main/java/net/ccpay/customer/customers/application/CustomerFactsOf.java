package net.ccpay.customer.customers.application;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import net.ccpay.common.events.EventFacts.CustomerFacts;
import net.ccpay.customer.customers.domain.Customer;

import java.util.List;

/** What customer-service tells the other services of a customer in its CUSTOMER.* events. */
public final class CustomerFactsOf {
    private CustomerFactsOf() {}

    public static CustomerFacts of(Customer c) {
        JsonObject profile = CustomerViews.profile(c);
        List<String> currencies = profile.get("currencies") instanceof JsonArray a
                ? a.getValuesAs(JsonString.class).stream().map(JsonString::getString).toList() : List.of();
        String phone = profile.get("phoneNumber") instanceof JsonString s ? s.getString() : null;
        String country = profile.get("address") instanceof JsonObject a && a.get("country") instanceof JsonString cc ? cc.getString() : null;
        return new CustomerFacts(c.id(), c.platformCustomerId(), c.customerType(), c.verificationStatus() == null ? null : c.verificationStatus().name(), c.email(), phone,
                c.umaAddress(), currencies, c.isDeleted(), country);
    }
}
