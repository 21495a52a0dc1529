package net.ccpay.webhook.signing.domain;

import java.util.Optional;

/** Where the key pairs are kept (the service's database). */
public interface SigningKeyRepository {

    Optional<SigningKey> active();

    /** Inserts {@code key} as the active key unless one is active already; true if it was inserted. */
    boolean insertActiveIfNone(SigningKey key);

    /** Retires the active key (if any) and makes {@code key} the active one, atomically. */
    void replaceActive(SigningKey key);
}
