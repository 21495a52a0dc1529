package net.ccpay.common.events;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.common.json.JsonP;

import java.io.StringReader;
import java.util.List;

/**
 * What one service tells the others in an event, as records: the contract between services, versioned with the
 * envelope ({@link EventEnvelope#schemaVersion()}) and written and read here only. A producer adds facts to the
 * event ({@code Outbox.record}); a consumer asks for them by family ({@link #customer}, {@link #internalAccount}).
 * Adding a field is compatible (an older reader ignores it; a newer reader of an older event gets null); renaming or
 * removing one needs a new schema version, read here beside the old one until no event of the old one can be left.
 */
public sealed interface EventFacts permits EventFacts.CustomerFacts, EventFacts.InternalAccountFacts {

    /**
     * A customer, as quote-service (its read model, account provisioning) and auth-service (where its wallet's
     * codes go) need it. {@code status} is the KYC status of an individual and the KYB status of a business;
     * {@code country} is the country of its address (whether strong customer authentication applies).
     */
    record CustomerFacts(String id, String platformCustomerId, String customerType, String status, String email,
                         String phoneNumber, String umaAddress, List<String> currencies, boolean deleted, String country)
            implements EventFacts {
        public CustomerFacts {
            currencies = currencies == null ? List.of() : List.copyOf(currencies);
        }

        public boolean approved() {
            return "APPROVED".equals(status);
        }
    }

    /** An internal account, as auth-service needs it (which accounts are embedded wallets, whose, in what status). */
    record InternalAccountFacts(String id, String customerId, String accountType, String status) implements EventFacts {
        public boolean embeddedWallet() {
            return "EMBEDDED_WALLET".equals(accountType);
        }
    }

    /** The JSON a producer puts in the envelope's {@code facts}. */
    static String toJson(EventFacts facts) {
        JsonObjectBuilder b = JsonP.createObjectBuilder();
        if (facts instanceof CustomerFacts c) {
                JsonArrayBuilder currencies = JsonP.createArrayBuilder();
                c.currencies().forEach(currencies::add);
                add(b, "id", c.id());
                add(b, "platformCustomerId", c.platformCustomerId());
                add(b, "customerType", c.customerType());
                add(b, "status", c.status());
                add(b, "email", c.email());
                add(b, "phoneNumber", c.phoneNumber());
                add(b, "umaAddress", c.umaAddress());
                add(b, "country", c.country());
                b.add("currencies", currencies).add("deleted", c.deleted());
        } else if (facts instanceof InternalAccountFacts a) {
                add(b, "id", a.id());
                add(b, "customerId", a.customerId());
                add(b, "accountType", a.accountType());
                add(b, "status", a.status());
        }
        return b.build().toString();
    }

    /** The customer a CUSTOMER.* event is about, from its facts, or from the public Customer of a version-1 event. */
    static CustomerFacts customer(EventEnvelope e) {
        requireFamily(e, EventType.Family.CUSTOMER);
        if (e.facts() != null) {
            JsonObject f = object(e.facts());
            return new CustomerFacts(f.getString("id"), text(f, "platformCustomerId"), text(f, "customerType"),
                    text(f, "status"), text(f, "email"), text(f, "phoneNumber"), text(f, "umaAddress"),
                    strings(f.get("currencies")), f.getBoolean("deleted", false), text(f, "country"));
        }
        CustomerFacts c = customerFromContract(object(e.data())); // version 1: the contract's Customer
        return EventType.CUSTOMER_DELETED.wire().equals(e.type()) && !c.deleted()
                ? new CustomerFacts(c.id(), c.platformCustomerId(), c.customerType(), c.status(), c.email(), c.phoneNumber(),
                        c.umaAddress(), c.currencies(), true, c.country())
                : c;
    }

    /**
     * The facts of a customer shaped as the contract's Customer: a version-1 event's data, or customer-service's
     * internal answer for a customer whose first event has not arrived yet.
     */
    static CustomerFacts customerFromContract(JsonObject c) {
        String type = c.getString("customerType", "INDIVIDUAL");
        return new CustomerFacts(c.getString("id"), text(c, "platformCustomerId"), type,
                text(c, "BUSINESS".equals(type) ? "kybStatus" : "kycStatus"), text(c, "email"), text(c, "phoneNumber"),
                text(c, "umaAddress"), strings(c.get("currencies")), c.getBoolean("isDeleted", false),
                c.get("address") instanceof JsonObject a ? text(a, "country") : null);
    }

    /** The account an INTERNAL_ACCOUNT.* event is about, from its facts, or from the public InternalAccount of a version-1 event. */
    static InternalAccountFacts internalAccount(EventEnvelope e) {
        requireFamily(e, EventType.Family.INTERNAL_ACCOUNT);
        if (e.facts() != null) {
            JsonObject f = object(e.facts());
            return new InternalAccountFacts(f.getString("id"), text(f, "customerId"), text(f, "accountType"), text(f, "status"));
        }
        JsonObject a = object(e.data()); // version 1: the contract's InternalAccount
        return new InternalAccountFacts(a.getString("id"), text(a, "customerId"), text(a, "type"), text(a, "status"));
    }

    private static void requireFamily(EventEnvelope e, EventType.Family family) {
        if (e.eventType().map(EventType::family).orElse(null) != family) {
            throw new IllegalArgumentException("Event " + e.eventId() + " of type " + e.type() + " is not a " + family + " event");
        }
    }

    private static void add(JsonObjectBuilder b, String name, String value) {
        if (value != null) {
            b.add(name, value);
        }
    }

    private static JsonObject object(String json) {
        try (JsonReader r = JsonP.createReader(new StringReader(json))) {
            return r.readObject();
        }
    }

    private static String text(JsonObject o, String name) {
        return o.get(name) instanceof JsonString s ? s.getString() : null;
    }

    private static List<String> strings(JsonValue v) {
        return v instanceof JsonArray a ? a.getValuesAs(JsonString.class).stream().map(JsonString::getString).toList() : List.of();
    }
}
