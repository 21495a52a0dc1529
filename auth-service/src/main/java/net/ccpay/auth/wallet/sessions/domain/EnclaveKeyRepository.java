package net.ccpay.auth.wallet.sessions.domain;

import java.util.Optional;

/** The platform's enclave keys by id: a public key and its private half, sealed. Never changed once stored. */
public interface EnclaveKeyRepository {

    Optional<StoredKey> find(String id);

    /** Stores the key unless one has this id (INSERT IGNORE: copies starting together keep the first). */
    void addIfAbsent(String id, byte[] publicKey, byte[] sealedPrivateKey);

    /** {@code publicKey} uncompressed. */
    record StoredKey(byte[] publicKey, byte[] sealedPrivateKey) {}
}
