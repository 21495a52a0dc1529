package net.ccpay.webhook.signing.domain;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Where the key pairs are kept (the service's database); private halves only sealed. */
public interface SigningKeyRepository {

    Optional<SigningKey> active();

    /** Inserts {@code key} as the active key unless one is active already; true if it was inserted. */
    boolean insertActiveIfNone(SigningKey key);

    /** Retires the active key (if any) at {@code now} and makes {@code key} the active one, atomically. */
    void replaceActive(SigningKey key, Instant now);

    /** Public halves of the keys retired after {@code since}, most recently retired first. */
    List<PublishedKey> retiredSince(Instant since);

    /** Seals private keys still stored in clear (rows from before encryption at rest); how many were sealed. */
    int sealClearRows();
}
