package net.ccpay.auth.wallet.credentials.domain;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The credentials of embedded wallets; "live" means not revoked. Written with native statements, whose
 * one-per-wallet and one-per-platform unique keys decide races.
 */
public interface CredentialRepository {

    Optional<AuthCredential> findLive(String id);

    /** The live credential with its row locked until the transaction ends. */
    Optional<AuthCredential> findLiveForUpdate(String id);

    /** Whether the wallet ever had a credential, revoked ones included. */
    boolean anyFor(String accountId);

    long countLive(String accountId);

    boolean hasLive(String accountId, AuthCredential.Type type);

    /** The live credentials of the wallet, oldest first (creation time, then id). */
    List<AuthCredential> live(String accountId);

    /** The live credentials, on any wallet, whose passkey credential id has this SHA-256. */
    List<AuthCredential> liveByPasskeyId(byte[] passkeyIdSha256);

    /** Stores a new credential; false when a unique key refused it (INSERT IGNORE: the transaction stays usable). */
    boolean addIfAbsent(AuthCredential credential);

    /** Revokes a live credential, freeing its one-per-wallet and one-per-platform keys. */
    void revoke(String id, Instant now);

    /** A passkey's new signature counter and its owner's user handle, kept once known. */
    void passkeyUsed(String id, long signCount, String userHandle);
}
