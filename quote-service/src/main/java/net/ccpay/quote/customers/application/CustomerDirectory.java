package net.ccpay.quote.customers.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.sca.ScaRegions;
import net.ccpay.quote.customers.domain.CustomerView;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Customers as quote-service needs them. Kept current by customer-service's events; a customer
 * created a moment ago, whose event has not arrived yet, is fetched once from customer-service's
 * internal endpoint (read-your-writes across services). That answer is not stored: the event,
 * arriving moments later, is what writes the read model, so the two never race to insert it.
 */
@ApplicationScoped
public class CustomerDirectory {

    @PersistenceContext
    EntityManager em;

    @Inject
    CustomerSource customerService;

    /** A live customer by id, for reading only: the read model first, customer-service when the id is unknown here. */
    @Transactional
    public Optional<CustomerView> find(String id) {
        CustomerView v = em.find(CustomerView.class, id);
        if (v == null) {
            Optional<JsonObject> fetched = customerService.fetch(id);
            if (fetched.isEmpty()) {
                return Optional.empty();
            }
            v = new CustomerView(id);
            copy(fetched.get(), v, Instant.now());
        }
        return v.deleted() ? Optional.empty() : Optional.of(v);
    }

    @Transactional
    public Optional<CustomerView> findByUmaAddress(String umaAddress) {
        List<CustomerView> found = em.createQuery("SELECT c FROM CustomerView c WHERE c.umaAddress = :u AND c.deleted = false", CustomerView.class)
                .setParameter("u", umaAddress).setMaxResults(1).getResultList();
        return found.stream().findFirst();
    }

    /**
     * Records the customer JSON of an event (or of the internal endpoint). {@code asOf} orders
     * updates: an older snapshot never overwrites a newer one.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public CustomerView apply(JsonObject c, Instant asOf) {
        String id = c.getString("id");
        CustomerView v = em.find(CustomerView.class, id);
        boolean isNew = v == null;
        if (isNew) {
            v = new CustomerView(id);
        } else if (v.updatedAt() != null && v.updatedAt().isAfter(asOf)) {
            return v;
        }
        copy(c, v, asOf);
        if (isNew) {
            em.persist(v);
        }
        return v;
    }

    private static void copy(JsonObject c, CustomerView v, Instant asOf) {
        String type = c.getString("customerType", "INDIVIDUAL");
        String status = "BUSINESS".equals(type) ? c.getString("kybStatus", null) : c.getString("kycStatus", null);
        List<String> currencies = c.get("currencies") instanceof JsonArray a
                ? a.getValuesAs(JsonString.class).stream().map(JsonString::getString).toList() : List.of();
        v.update(c.getString("platformCustomerId", null), type, status, c.getString("email", null), c.getString("umaAddress", null),
                currencies, c.getBoolean("isDeleted", false), asOf);
        JsonObject address = c.get("address") instanceof JsonObject a ? a : null;
        v.scaRegion(ScaRegions.appliesTo(type, address == null ? null : address.getString("country", null)));
    }
}
