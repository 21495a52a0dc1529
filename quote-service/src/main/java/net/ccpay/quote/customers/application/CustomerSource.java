package net.ccpay.quote.customers.application;

import net.ccpay.common.events.EventFacts.CustomerFacts;

import java.util.Optional;

/**
 * The owning service's answer for a customer the read model does not know yet (the port; customer-service's
 * internal endpoint implements it in infrastructure).
 */
public interface CustomerSource {

    /** The customer as customer-service tells it, or empty when it has no such customer. */
    Optional<CustomerFacts> fetch(String customerId);
}
