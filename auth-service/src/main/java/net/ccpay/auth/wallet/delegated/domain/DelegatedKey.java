package net.ccpay.auth.wallet.delegated.domain;

import java.time.Instant;

/** A delegated key as the API shows it (never its private half). */
public record DelegatedKey(String id, String cardId, String fundingSourceId, String accountId, String publicKey, String nickname,
                           Status status, Instant createdAt, Instant updatedAt) {

    /** INITIATED is the first leg's key, not yet shown; the others are the contract's statuses. */
    public enum Status { INITIATED, PENDING, ACTIVE, REVOKED }
}
