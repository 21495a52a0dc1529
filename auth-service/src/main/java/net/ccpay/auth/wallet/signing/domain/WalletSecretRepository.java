package net.ccpay.auth.wallet.signing.domain;

import java.util.Optional;

/** Each wallet's seed phrase, sealed under the wallet key-encryption key (one row per wallet, never changed). */
public interface WalletSecretRepository {

    /** The wallet's sealed phrase, empty before its first export. */
    Optional<byte[]> sealedMnemonic(String accountId);

    /** Stores the sealed phrase unless the wallet has one (INSERT IGNORE: concurrent first exports keep the first). */
    void addIfAbsent(String accountId, byte[] sealedMnemonic);
}
