package net.ccpay.auth.wallet.sessions.domain;

import java.time.Instant;
import java.util.Optional;

/** The single-use HPKE target keys of OTP challenges, their private halves (and codes' digests) sealed. */
public interface OtpTargetKeyRepository {

    /** A new, unused target key; {@code sealedCodeDigest} is null for a sandbox key without a code of its own. */
    void add(String id, String credentialId, byte[] publicKey, byte[] sealedPrivateKey, byte[] sealedCodeDigest, Instant createdAt,
             Instant expiresAt);

    /** The credential's newest unused, unexpired target key (creation time, then id), its row locked until the transaction ends. */
    Optional<TargetKey> newestUnusedForUpdate(String credentialId, Instant now);

    void markUsed(String id);

    record TargetKey(String id, byte[] sealedPrivateKey, byte[] sealedCodeDigest) {}
}
