package net.ccpay.webhook.signing.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.webhook.signing.domain.PublishedKey;
import net.ccpay.webhook.signing.domain.SigningKey;
import net.ccpay.webhook.signing.domain.SigningKeyRepository;
import net.ccpay.webhook.signing.domain.WebhookSigner;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Key pairs in {@code signing_key}: the private half sealed ({@code private_sealed}, AES-256-GCM, see
 * {@link net.ccpay.common.crypto.PrivateKeySealer}), the public half as X.509 SPKI. Rows from
 * before encryption at rest hold {@code private_pkcs8} in clear until {@link #sealClearRows} runs at
 * start. The unique {@code active_slot} is what makes "generate only if none is active" safe between
 * instances: INSERT IGNORE lets exactly one insert win.
 */
@ApplicationScoped
public class JpaSigningKeyRepository implements SigningKeyRepository {

    @PersistenceContext
    EntityManager em;

    @Inject
    KeyEncryption encryption;

    @Override
    public Optional<SigningKey> active() {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery(
                        "SELECT id, private_sealed, private_pkcs8, public_spki, created_at FROM signing_key WHERE active_slot = 1")
                .getResultList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        Object[] r = rows.get(0);
        String id = (String) r[0];
        byte[] pkcs8 = r[1] != null ? encryption.sealer().open(id, (byte[]) r[1]) : (byte[]) r[2];
        try {
            return Optional.of(new SigningKey(id, WebhookSigner.privateKey(pkcs8), WebhookSigner.publicKey((byte[]) r[3]),
                    ((Timestamp) r[4]).toInstant()));
        } finally {
            Arrays.fill(pkcs8, (byte) 0);
        }
    }

    @Override
    public boolean insertActiveIfNone(SigningKey key) {
        return insert(key, "INSERT IGNORE") == 1;
    }

    @Override
    public void replaceActive(SigningKey key, Instant now) {
        // Lock the active row first so two rotations run one after the other.
        em.createNativeQuery("SELECT id FROM signing_key WHERE active_slot = 1 FOR UPDATE").getResultList();
        em.createNativeQuery("UPDATE signing_key SET active_slot = NULL, retired_at = ? WHERE active_slot = 1")
                .setParameter(1, Timestamp.from(now))
                .executeUpdate();
        insert(key, "INSERT");
    }

    @Override
    public List<PublishedKey> retiredSince(Instant since) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT id, public_spki, created_at, retired_at FROM signing_key "
                        + "WHERE active_slot IS NULL AND retired_at > ? ORDER BY retired_at DESC")
                .setParameter(1, Timestamp.from(since))
                .getResultList();
        List<PublishedKey> out = new ArrayList<>();
        for (Object[] r : rows) {
            out.add(new PublishedKey((String) r[0], WebhookSigner.publicKey((byte[]) r[1]), ((Timestamp) r[2]).toInstant(),
                    Optional.of(((Timestamp) r[3]).toInstant())));
        }
        return out;
    }

    @Override
    public int sealClearRows() {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("SELECT id, private_pkcs8 FROM signing_key WHERE private_pkcs8 IS NOT NULL FOR UPDATE")
                .getResultList();
        for (Object[] r : rows) {
            byte[] clear = (byte[]) r[1];
            em.createNativeQuery("UPDATE signing_key SET private_sealed = ?, private_pkcs8 = NULL WHERE id = ?")
                    .setParameter(1, encryption.sealer().seal((String) r[0], clear))
                    .setParameter(2, r[0])
                    .executeUpdate();
            Arrays.fill(clear, (byte) 0);
        }
        return rows.size();
    }

    private int insert(SigningKey key, String verb) {
        byte[] pkcs8 = key.privateKey().getEncoded();
        try {
            return em.createNativeQuery(verb + " INTO signing_key (id, active_slot, private_sealed, public_spki, created_at) VALUES (?, 1, ?, ?, ?)")
                    .setParameter(1, key.id())
                    .setParameter(2, encryption.sealer().seal(key.id(), pkcs8))
                    .setParameter(3, key.publicKey().getEncoded())
                    .setParameter(4, Timestamp.from(key.createdAt()))
                    .executeUpdate();
        } finally {
            Arrays.fill(pkcs8, (byte) 0);
        }
    }
}
