package net.ccpay.auth.wallet.sessions.domain;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The sessions of embedded wallets. "Active" means neither revoked nor expired at the given time; the
 * ForUpdate finders lock the session's row until the transaction ends.
 */
public interface SessionRepository {

    /** A session of {@code credentialId} whose requests are stamped by {@code publicKey} (uncompressed). */
    void add(Session session, String credentialId, byte[] publicKey);

    /** The wallet's active sessions, oldest first (creation time, then id). */
    List<Session> active(String accountId, Instant now);

    Optional<Session> findActive(String sessionId, Instant now);

    Optional<Session> findActiveForUpdate(String sessionId, Instant now);

    /** The session whatever its state, with its credential and key. */
    Optional<StoredSession> find(String sessionId);

    Optional<StoredSession> findForUpdate(String sessionId);

    /** The keys of the wallet's active sessions, newest first (creation time, then id, both descending). */
    List<SessionKey> activeKeys(String accountId, Instant now);

    /** The keys (uncompressed) of every session the wallet ever had, active or not. */
    List<byte[]> keysOf(String accountId);

    void revoke(String sessionId, Instant now);

    /** Revokes every active session of the credential. */
    void revokeAllOf(String credentialId, Instant now);

    /** A session with what refreshing it needs: its credential, its key, and whether it was revoked. */
    record StoredSession(Session session, String credentialId, byte[] publicKey, boolean revoked) {}

    /** An active session's key (uncompressed) and credential. */
    record SessionKey(String sessionId, byte[] publicKey, String credentialId) {}
}
