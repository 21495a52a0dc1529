package net.ccpay.quote.cards.domain;

/**
 * Whether the owner of an Embedded Wallet funding source let the platform sign for the card with a
 * delegated key: only then can an authorization pull from it. Asked at each authorization (the keys
 * live in auth-service and are revoked at any time), never cached.
 */
public interface FundingDelegations {

    /** True when an ACTIVE delegated key exists for the card's binding of this account. */
    boolean activeKeyFor(String cardId, String accountId);
}
