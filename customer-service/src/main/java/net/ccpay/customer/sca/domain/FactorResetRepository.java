package net.ccpay.customer.sca.domain;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The customers' factor resets: the port the use cases store and read them through. */
public interface FactorResetRepository {

    void add(FactorReset reset);

    Optional<FactorReset> find(String resetId);

    /** The customer's resets created after {@code since}, oldest first. */
    List<FactorReset> createdSince(String customerId, Instant since);
}
