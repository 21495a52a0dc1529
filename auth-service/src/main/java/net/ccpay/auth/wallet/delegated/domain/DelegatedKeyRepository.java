package net.ccpay.auth.wallet.delegated.domain;

import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.time.Instant;
import java.util.Optional;

/**
 * Delegated keys, their private halves sealed. An INITIATED key exists only for its next leg: the
 * "visible" ones (PENDING, ACTIVE, REVOKED) are those the API shows. One ACTIVE key per funding source,
 * held by a unique key on {@code active_funding_source}.
 */
public interface DelegatedKeyRepository {

    /** A new INITIATED key with its sealed private half. */
    void addInitiated(DelegatedKey key, byte[] sealedPrivateKey);

    /** The key in any status, its row locked until the transaction ends. */
    Optional<DelegatedKey> findForUpdate(String id);

    /** The key if it is visible. */
    Optional<DelegatedKey> findVisible(String id);

    /** The sealed private half of an existing key. */
    byte[] sealedPrivateKey(String id);

    /** One page of the visible keys, oldest first (creation time, then id); null filters mean "any". */
    Page<DelegatedKey> list(String accountId, String fundingSourceId, PageRequest page);

    /** Whether the card's binding of this account has an ACTIVE key. */
    boolean activeFor(String cardId, String accountId);

    /** The id of the funding source's ACTIVE key, its row locked until the transaction ends. */
    Optional<String> lockActiveKeyOf(String fundingSourceId);

    /**
     * The key's new status; {@code activeFundingSource} is its funding source when ACTIVE, else null.
     *
     * @throws ActiveDelegatedKeyExists when the source's unique key refuses it (another key became ACTIVE meanwhile)
     */
    void setStatus(String id, DelegatedKey.Status status, String activeFundingSource, Instant now);
}
