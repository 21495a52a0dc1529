package net.ccpay.customer.sca.domain;

import java.util.Optional;

/** The customers' SCA login security records (lockout, suspension, session): the port the use cases read them through. */
public interface LoginSecurities {

    /** The customer's record as it stands, without a lock; empty before the first login event. */
    Optional<LoginSecurity> find(String customerId);

    /** The customer's record locked for this transaction, made (and stored) if it does not exist yet. */
    LoginSecurity lockOrCreate(String customerId);
}
