package net.ccpay.auth.wallet.sessions.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.auth.wallet.sessions.domain.Session;
import net.ccpay.auth.wallet.sessions.domain.SessionRepository;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** {@code auth_session}, through native statements. */
@ApplicationScoped
public class JpaSessionRepository implements SessionRepository {

    private static final String SESSION = "id, account_id, cred_type, nickname, created_at, updated_at, expires_at";

    @PersistenceContext
    EntityManager em;

    @Override
    public void add(Session s, String credentialId, byte[] publicKey) {
        em.createNativeQuery("INSERT INTO auth_session (id, account_id, credential_id, cred_type, nickname, public_key, created_at,"
                        + " updated_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
                .setParameter(1, s.id()).setParameter(2, s.accountId()).setParameter(3, credentialId)
                .setParameter(4, s.type()).setParameter(5, s.nickname()).setParameter(6, publicKey)
                .setParameter(7, Timestamp.from(s.createdAt())).setParameter(8, Timestamp.from(s.updatedAt()))
                .setParameter(9, Timestamp.from(s.expiresAt()))
                .executeUpdate();
    }

    @Override
    public List<Session> active(String accountId, Instant now) {
        List<?> rows = em.createNativeQuery("SELECT " + SESSION + " FROM auth_session"
                        + " WHERE account_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at, id")
                .setParameter(1, accountId).setParameter(2, Timestamp.from(now)).getResultList();
        List<Session> out = new ArrayList<>();
        for (Object o : rows) {
            out.add(session((Object[]) o));
        }
        return out;
    }

    @Override
    public Optional<Session> findActive(String sessionId, Instant now) {
        return active(sessionId, now, "");
    }

    @Override
    public Optional<Session> findActiveForUpdate(String sessionId, Instant now) {
        return active(sessionId, now, " FOR UPDATE");
    }

    private Optional<Session> active(String sessionId, Instant now, String lock) {
        return em.createNativeQuery("SELECT " + SESSION + " FROM auth_session"
                        + " WHERE id = ? AND revoked_at IS NULL AND expires_at > ?" + lock)
                .setParameter(1, sessionId).setParameter(2, Timestamp.from(now)).getResultList().stream().findFirst()
                .map(o -> session((Object[]) o));
    }

    @Override
    public Optional<StoredSession> find(String sessionId) {
        return stored(sessionId, "");
    }

    @Override
    public Optional<StoredSession> findForUpdate(String sessionId) {
        return stored(sessionId, " FOR UPDATE");
    }

    private Optional<StoredSession> stored(String sessionId, String lock) {
        return em.createNativeQuery("SELECT " + SESSION + ", credential_id, public_key, revoked_at FROM auth_session WHERE id = ?" + lock)
                .setParameter(1, sessionId).getResultList().stream().findFirst()
                .map(o -> {
                    Object[] r = (Object[]) o;
                    return new StoredSession(session(r), (String) r[7], (byte[]) r[8], r[9] != null);
                });
    }

    @Override
    public List<SessionKey> activeKeys(String accountId, Instant now) {
        List<?> rows = em.createNativeQuery("SELECT id, public_key, credential_id FROM auth_session WHERE account_id = ?"
                        + " AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC, id DESC")
                .setParameter(1, accountId).setParameter(2, Timestamp.from(now)).getResultList();
        return rows.stream().map(o -> (Object[]) o).map(r -> new SessionKey((String) r[0], (byte[]) r[1], (String) r[2])).toList();
    }

    @Override
    public List<byte[]> keysOf(String accountId) {
        List<?> keys = em.createNativeQuery("SELECT public_key FROM auth_session WHERE account_id = ?")
                .setParameter(1, accountId).getResultList();
        return keys.stream().map(k -> (byte[]) k).toList();
    }

    @Override
    public void revoke(String sessionId, Instant now) {
        em.createNativeQuery("UPDATE auth_session SET revoked_at = ?, updated_at = ? WHERE id = ?")
                .setParameter(1, Timestamp.from(now)).setParameter(2, Timestamp.from(now)).setParameter(3, sessionId)
                .executeUpdate();
    }

    @Override
    public void revokeAllOf(String credentialId, Instant now) {
        em.createNativeQuery("UPDATE auth_session SET revoked_at = ?, updated_at = ? WHERE credential_id = ? AND revoked_at IS NULL")
                .setParameter(1, Timestamp.from(now)).setParameter(2, Timestamp.from(now)).setParameter(3, credentialId)
                .executeUpdate();
    }

    private static Session session(Object[] r) {
        return new Session((String) r[0], (String) r[1], (String) r[2], (String) r[3], SqlValues.instant(r[4]), SqlValues.instant(r[5]),
                SqlValues.instant(r[6]));
    }
}
