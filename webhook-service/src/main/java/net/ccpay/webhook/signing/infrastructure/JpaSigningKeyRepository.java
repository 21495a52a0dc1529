package net.ccpay.webhook.signing.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.webhook.signing.domain.SigningKey;
import net.ccpay.webhook.signing.domain.SigningKeyRepository;
import net.ccpay.webhook.signing.domain.WebhookSigner;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Key pairs in {@code signing_key}: PKCS#8 private, X.509 SPKI public. The unique {@code active_slot}
 * is what makes "generate only if none is active" safe between instances: INSERT IGNORE lets exactly
 * one insert win.
 */
@ApplicationScoped
public class JpaSigningKeyRepository implements SigningKeyRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public Optional<SigningKey> active() {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery(
                        "SELECT id, private_pkcs8, public_spki, created_at FROM signing_key WHERE active_slot = 1")
                .getResultList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        Object[] r = rows.get(0);
        return Optional.of(new SigningKey((String) r[0], WebhookSigner.privateKey((byte[]) r[1]),
                WebhookSigner.publicKey((byte[]) r[2]), ((Timestamp) r[3]).toInstant()));
    }

    @Override
    public boolean insertActiveIfNone(SigningKey key) {
        return insert(key, "INSERT IGNORE") == 1;
    }

    @Override
    public void replaceActive(SigningKey key) {
        // Lock the active row first so two rotations run one after the other.
        em.createNativeQuery("SELECT id FROM signing_key WHERE active_slot = 1 FOR UPDATE").getResultList();
        em.createNativeQuery("UPDATE signing_key SET active_slot = NULL, retired_at = ? WHERE active_slot = 1")
                .setParameter(1, Timestamp.from(Instant.now()))
                .executeUpdate();
        insert(key, "INSERT");
    }

    private int insert(SigningKey key, String verb) {
        return em.createNativeQuery(verb + " INTO signing_key (id, active_slot, private_pkcs8, public_spki, created_at) VALUES (?, 1, ?, ?, ?)")
                .setParameter(1, key.id())
                .setParameter(2, key.privateKey().getEncoded())
                .setParameter(3, key.publicKey().getEncoded())
                .setParameter(4, Timestamp.from(key.createdAt()))
                .executeUpdate();
    }
}
