package net.ccpay.auth.wallet.signing.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.auth.wallet.signing.domain.WalletSecretRepository;

import java.util.Optional;

@ApplicationScoped
public class JpaWalletSecretRepository implements WalletSecretRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public Optional<byte[]> sealedMnemonic(String accountId) {
        return em.createNativeQuery("SELECT sealed_mnemonic FROM wallet_secret WHERE account_id = ?").setParameter(1, accountId)
                .getResultList().stream().findFirst().map(r -> (byte[]) r);
    }

    @Override
    public void addIfAbsent(String accountId, byte[] sealedMnemonic) {
        em.createNativeQuery("INSERT IGNORE INTO wallet_secret (account_id, sealed_mnemonic) VALUES (?, ?)")
                .setParameter(1, accountId).setParameter(2, sealedMnemonic)
                .executeUpdate();
    }
}
