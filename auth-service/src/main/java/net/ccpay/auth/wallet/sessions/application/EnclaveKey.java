package net.ccpay.auth.wallet.sessions.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.auth.wallet.crypto.P256KeyPair;
import net.ccpay.auth.wallet.crypto.P256PrivateKey;
import net.ccpay.auth.wallet.crypto.P256PublicKey;
import net.ccpay.auth.wallet.keys.WalletKeys;
import net.ccpay.auth.wallet.sessions.domain.EnclaveKeyRepository;
import net.ccpay.common.config.ServiceBootstrap;

import java.util.Optional;

/**
 * The platform's sandbox enclave quorum key: signs every otpEncryptionTargetBundle's data and mints
 * the verificationTokens. One row, created at the first start (INSERT IGNORE, then every copy reads
 * the row that won, so copies starting together agree), its private half sealed at rest; a key-encryption
 * key that cannot open it fails the start.
 */
@ApplicationScoped
public class EnclaveKey {

    static final String ID = "enclave-quorum";
    public static final String KEY_ID = "sandbox-enclave-quorum";

    @Inject
    EnclaveKeyRepository repository;

    @Inject
    WalletKeys keys;

    private volatile P256KeyPair cached;

    /** Once the schema is current: create (or read) the key, so a wrong key-encryption key fails the start. */
    void create(@Observes ServiceBootstrap.Started started) {
        self().quorum();
    }

    private EnclaveKey self() {
        return jakarta.enterprise.inject.spi.CDI.current().select(EnclaveKey.class).get();
    }

    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public P256KeyPair quorum() {
        P256KeyPair k = cached;
        if (k != null) {
            return k;
        }
        Optional<EnclaveKeyRepository.StoredKey> row = repository.find(ID);
        if (row.isEmpty()) {
            P256KeyPair fresh = P256KeyPair.generate();
            repository.addIfAbsent(ID, fresh.publicKey().uncompressed(), keys.sealer().seal(ID, fresh.privateKey().bytes()));
            row = repository.find(ID);
        }
        EnclaveKeyRepository.StoredKey stored = row.get();
        P256KeyPair pair = new P256KeyPair(P256PrivateKey.fromBytes(keys.sealer().open(ID, stored.sealedPrivateKey())),
                P256PublicKey.fromBytes(stored.publicKey()));
        cached = pair;
        return pair;
    }
}
