package net.ccpay.auth.agents.domain;

import java.util.Optional;

/** Whether a customer exists, as the service that owns customers says it now. */
public interface CustomerDirectory {

    /**
     * The id of a live customer, empty for an unknown or deleted one (an Optional rather than a
     * boolean because Fault Tolerance fallbacks need an object type). Fails with a 503 when the owner
     * cannot answer.
     */
    Optional<String> find(String customerId);
}
