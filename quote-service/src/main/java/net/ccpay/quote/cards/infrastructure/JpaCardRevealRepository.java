package net.ccpay.quote.cards.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.quote.cards.domain.CardRevealRepository;

import java.sql.Timestamp;
import java.time.Instant;

@ApplicationScoped
public class JpaCardRevealRepository implements CardRevealRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public void add(String tokenHash, String cardId, Instant expiresAt, Instant createdAt) {
        em.createNativeQuery("INSERT INTO card_reveal (token_hash, card_id, expires_at, created_at) VALUES (?, ?, ?, ?)")
                .setParameter(1, tokenHash).setParameter(2, cardId).setParameter(3, Timestamp.from(expiresAt))
                .setParameter(4, Timestamp.from(createdAt)).executeUpdate();
    }

    @Override
    public boolean claim(String tokenHash, String cardId, Instant now) {
        Timestamp at = Timestamp.from(now);
        int claimed = em.createNativeQuery("UPDATE card_reveal SET used_at = ? WHERE token_hash = ? AND card_id = ? AND used_at IS NULL"
                        + " AND expires_at > ?")
                .setParameter(1, at).setParameter(2, tokenHash).setParameter(3, cardId).setParameter(4, at).executeUpdate();
        return claimed != 0;
    }

    @Override
    public boolean minted(String tokenHash, String cardId) {
        return !em.createNativeQuery("SELECT 1 FROM card_reveal WHERE token_hash = ? AND card_id = ?")
                .setParameter(1, tokenHash).setParameter(2, cardId).getResultList().isEmpty();
    }

    @Override
    public int forgetExpiredBefore(Instant cutoff) {
        return em.createNativeQuery("DELETE FROM card_reveal WHERE expires_at < ? LIMIT 1000")
                .setParameter(1, Timestamp.from(cutoff)).executeUpdate();
    }
}
