package net.ccpay.quote.customers.application;

import jakarta.json.JsonObject;

import java.util.Optional;

/**
 * The owning service's answer for a customer the read model does not know yet (the port; customer-service's
 * internal endpoint implements it in infrastructure).
 */
public interface CustomerSource {

    /** The customer as customer-service shows it, or empty when it has no such customer. */
    Optional<JsonObject> fetch(String customerId);
}
