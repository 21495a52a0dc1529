package net.ccpay.auth.wallet.sessions.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.auth.wallet.sessions.domain.EnclaveKeyRepository;

import java.util.Optional;

@ApplicationScoped
public class JpaEnclaveKeyRepository implements EnclaveKeyRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public Optional<StoredKey> find(String id) {
        return em.createNativeQuery("SELECT public_key, sealed_private_key FROM wallet_enclave_key WHERE id = ?")
                .setParameter(1, id).getResultList().stream().findFirst()
                .map(o -> {
                    Object[] row = (Object[]) o;
                    return new StoredKey((byte[]) row[0], (byte[]) row[1]);
                });
    }

    @Override
    public void addIfAbsent(String id, byte[] publicKey, byte[] sealedPrivateKey) {
        em.createNativeQuery("INSERT IGNORE INTO wallet_enclave_key (id, public_key, sealed_private_key) VALUES (?, ?, ?)")
                .setParameter(1, id).setParameter(2, publicKey).setParameter(3, sealedPrivateKey)
                .executeUpdate();
    }
}
