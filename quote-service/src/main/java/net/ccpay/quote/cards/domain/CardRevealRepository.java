package net.ccpay.quote.cards.domain;

import java.time.Instant;

/** The one-time reveal tokens of cards, kept by their SHA-256 only. */
public interface CardRevealRepository {

    void add(String tokenHash, String cardId, Instant expiresAt, Instant createdAt);

    /**
     * Marks the token used, if it was minted for this card, is not used yet and has not expired at {@code now}: one
     * conditional update, so two copies of the service never both claim it. True when this call claimed it.
     */
    boolean claim(String tokenHash, String cardId, Instant now);

    /** Whether the token was ever minted for this card (used or expired since, or not). */
    boolean minted(String tokenHash, String cardId);

    /** Forgets (at most 1,000) tokens that expired before {@code cutoff}; how many it forgot. */
    int forgetExpiredBefore(Instant cutoff);
}
