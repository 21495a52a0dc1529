package net.ccpay.auth.wallet.credentials.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import net.ccpay.auth.wallet.credentials.domain.AuthCredential;
import net.ccpay.auth.wallet.credentials.domain.CredentialRepository;
import net.ccpay.auth.wallet.oauth.OidcTokenRules;

import java.sql.Timestamp;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** {@code auth_credential}: read through JPA, written with native statements. */
@ApplicationScoped
public class JpaCredentialRepository implements CredentialRepository {

    private static final String LIVE_BY_ID = "SELECT c FROM AuthCredential c WHERE c.id = :id AND c.deletedAt IS NULL";

    @PersistenceContext
    EntityManager em;

    @Override
    public Optional<AuthCredential> findLive(String id) {
        return em.createQuery(LIVE_BY_ID, AuthCredential.class).setParameter("id", id).getResultList().stream().findFirst();
    }

    @Override
    public Optional<AuthCredential> findLiveForUpdate(String id) {
        return em.createQuery(LIVE_BY_ID, AuthCredential.class)
                .setParameter("id", id).setLockMode(LockModeType.PESSIMISTIC_WRITE).getResultList().stream().findFirst();
    }

    @Override
    public boolean anyFor(String accountId) {
        return !em.createNativeQuery("SELECT 1 FROM auth_credential WHERE account_id = ? LIMIT 1").setParameter(1, accountId)
                .getResultList().isEmpty();
    }

    @Override
    public long countLive(String accountId) {
        return ((Number) em.createNativeQuery("SELECT COUNT(*) FROM auth_credential WHERE account_id = ? AND deleted_at IS NULL")
                .setParameter(1, accountId).getSingleResult()).longValue();
    }

    @Override
    public boolean hasLive(String accountId, AuthCredential.Type type) {
        return !em.createNativeQuery("SELECT 1 FROM auth_credential WHERE account_id = ? AND cred_type = ? AND deleted_at IS NULL LIMIT 1")
                .setParameter(1, accountId).setParameter(2, type.name()).getResultList().isEmpty();
    }

    @Override
    public List<AuthCredential> live(String accountId) {
        return em.createQuery("SELECT c FROM AuthCredential c WHERE c.accountId = :a AND c.deletedAt IS NULL ORDER BY c.createdAt, c.id",
                AuthCredential.class).setParameter("a", accountId).getResultList();
    }

    @Override
    public List<AuthCredential> liveByPasskeyId(byte[] passkeyIdSha256) {
        return em.createQuery("SELECT c FROM AuthCredential c WHERE c.passkeyIdSha256 = :h AND c.deletedAt IS NULL", AuthCredential.class)
                .setParameter("h", passkeyIdSha256).getResultList();
    }

    @Override
    public boolean addIfAbsent(AuthCredential c) {
        OidcTokenRules.Identity identity = c.type() == AuthCredential.Type.OAUTH ? c.oauthIdentity() : null;
        return em.createNativeQuery("INSERT IGNORE INTO auth_credential (id, account_id, cred_type, nickname, single_kind, credential_id,"
                        + " passkey_id_sha256, public_key, sign_count, user_handle, oauth_issuer, oauth_audience, oauth_subject,"
                        + " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                .setParameter(1, c.id()).setParameter(2, c.accountId()).setParameter(3, c.type().name()).setParameter(4, c.nickname())
                .setParameter(5, c.singleKind()).setParameter(6, c.credentialId()).setParameter(7, c.passkeyIdSha256())
                .setParameter(8, c.cosePublicKey()).setParameter(9, c.signCount()).setParameter(10, c.userHandle())
                .setParameter(11, identity == null ? null : identity.iss()).setParameter(12, identity == null ? null : identity.aud())
                .setParameter(13, identity == null ? null : identity.sub())
                .setParameter(14, Timestamp.from(c.createdAt())).setParameter(15, Timestamp.from(c.updatedAt()))
                .executeUpdate() == 1;
    }

    @Override
    public void revoke(String id, Instant now) {
        em.createNativeQuery("UPDATE auth_credential SET deleted_at = ?, updated_at = ?, single_kind = NULL, passkey_id_sha256 = NULL"
                        + " WHERE id = ? AND deleted_at IS NULL")
                .setParameter(1, Timestamp.from(now)).setParameter(2, Timestamp.from(now)).setParameter(3, id)
                .executeUpdate();
    }

    @Override
    public void passkeyUsed(String id, long signCount, String userHandle) {
        em.createNativeQuery("UPDATE auth_credential SET sign_count = ?, user_handle = COALESCE(user_handle, ?) WHERE id = ?")
                .setParameter(1, signCount).setParameter(2, userHandle).setParameter(3, id)
                .executeUpdate();
    }
}
