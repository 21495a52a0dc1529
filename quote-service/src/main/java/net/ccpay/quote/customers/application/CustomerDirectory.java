package net.ccpay.quote.customers.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.customers.KycStatus;
import net.ccpay.common.events.EventFacts.CustomerFacts;
import net.ccpay.common.sca.ScaRegions;
import net.ccpay.quote.customers.domain.CustomerView;
import net.ccpay.quote.customers.domain.CustomerViewRepository;

import java.time.Instant;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * Customers as quote-service needs them. Kept current by customer-service's events; a customer
 * created a moment ago, whose event has not arrived yet, is fetched once from customer-service's
 * internal endpoint (read-your-writes across services). That answer is not stored: the event,
 * arriving moments later, is what writes the read model, so the two never race to insert it.
 */
@ApplicationScoped
public class CustomerDirectory {

    private static final Logger LOG = Logger.getLogger(CustomerDirectory.class.getName());

    @Inject
    CustomerViewRepository views;

    @Inject
    CustomerSource customerService;

    /** A live customer by id, for reading only: the read model first, customer-service when the id is unknown here. */
    @Transactional
    public Optional<CustomerView> find(String id) {
        CustomerView v = views.find(id).orElse(null);
        if (v == null) {
            Optional<CustomerFacts> fetched = customerService.fetch(id);
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
        return views.findByUmaAddress(umaAddress);
    }

    /**
     * Records the customer of an event. {@code asOf} orders updates: an older snapshot never overwrites a newer one.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public CustomerView apply(CustomerFacts c, Instant asOf) {
        String id = c.id();
        CustomerView v = views.find(id).orElse(null);
        boolean isNew = v == null;
        if (isNew) {
            v = new CustomerView(id);
        } else if (v.updatedAt() != null && v.updatedAt().isAfter(asOf)) {
            return v;
        }
        copy(c, v, asOf);
        if (isNew) {
            views.add(v);
        }
        return v;
    }

    private static void copy(CustomerFacts c, CustomerView v, Instant asOf) {
        String type = c.customerType() == null ? "INDIVIDUAL" : c.customerType();
        KycStatus status = KycStatus.namedOrNull(c.status());
        if (status == null && c.status() != null) {
            LOG.warning(() -> "customer " + c.id() + " has the verification status " + c.status() + ", which this version does not know: "
                    + "kept as not approved until an event brings a known one");
        }
        v.update(c.platformCustomerId(), type, status, c.email(), c.umaAddress(), c.currencies(), c.deleted(), asOf);
        v.scaRegion(ScaRegions.appliesTo(type, c.country()));
    }
}
