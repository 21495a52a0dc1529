package net.ccpay.customer.sca.domain;

import java.util.List;
import java.util.Optional;

/** The customers' authenticator-app (TOTP) factors: the port the use cases store and read them through. */
public interface TotpFactors {

    void add(TotpFactor factor);

    /** The customer's PENDING factors (enrollments started, not confirmed). */
    List<TotpFactor> pending(String customerId);

    /** The customer's ACTIVE factor, if one is enrolled. */
    Optional<TotpFactor> active(String customerId);

    /** Removes the customer's factors other than {@code keptId} (an enrollment confirmed replaces every other). */
    void removeAllBut(String customerId, String keptId);

    /** Removes every factor of the customer (a completed reset). */
    void removeAll(String customerId);
}
