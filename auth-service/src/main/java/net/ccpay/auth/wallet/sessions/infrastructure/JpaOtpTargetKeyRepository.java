package net.ccpay.auth.wallet.sessions.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.auth.wallet.sessions.domain.OtpTargetKeyRepository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.Optional;

@ApplicationScoped
public class JpaOtpTargetKeyRepository implements OtpTargetKeyRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public void add(String id, String credentialId, byte[] publicKey, byte[] sealedPrivateKey, byte[] sealedCodeDigest, Instant createdAt,
                    Instant expiresAt) {
        em.createNativeQuery("INSERT INTO otp_target_key (id, credential_id, public_key, sealed_private_key, sealed_code_digest, used,"
                        + " created_at, expires_at) VALUES (?, ?, ?, ?, ?, FALSE, ?, ?)")
                .setParameter(1, id).setParameter(2, credentialId).setParameter(3, publicKey)
                .setParameter(4, sealedPrivateKey)
                .setParameter(5, sealedCodeDigest)
                .setParameter(6, Timestamp.from(createdAt)).setParameter(7, Timestamp.from(expiresAt))
                .executeUpdate();
    }

    @Override
    public Optional<TargetKey> newestUnusedForUpdate(String credentialId, Instant now) {
        return em.createNativeQuery("SELECT id, sealed_private_key, sealed_code_digest FROM otp_target_key WHERE credential_id = ? AND used = FALSE"
                        + " AND expires_at > ? ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE")
                .setParameter(1, credentialId).setParameter(2, Timestamp.from(now)).getResultList().stream().findFirst()
                .map(o -> {
                    Object[] row = (Object[]) o;
                    return new TargetKey((String) row[0], (byte[]) row[1], (byte[]) row[2]);
                });
    }

    @Override
    public void markUsed(String id) {
        em.createNativeQuery("UPDATE otp_target_key SET used = TRUE WHERE id = ?").setParameter(1, id).executeUpdate();
    }
}
