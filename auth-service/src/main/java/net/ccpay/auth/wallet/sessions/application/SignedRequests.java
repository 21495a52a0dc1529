package net.ccpay.auth.wallet.sessions.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.auth.wallet.crypto.ApiKeyStamp;
import net.ccpay.auth.wallet.crypto.P256PublicKey;
import net.ccpay.auth.wallet.sessions.domain.WalletAuthFailure;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;

/**
 * The one mechanism behind every two-step wallet operation (api-inventory §5.5, §5.6): the first call
 * records a pending request (purpose, target, the SHA-256 of its body, the payload to sign) and answers
 * its {@code requestId}; the signed retry finds it under a row lock, checks that it is for the same
 * operation and target, unused, unexpired and for the same body, checks the stamp, and uses it up in
 * the transaction that performs the operation. Whose keys may sign is the caller's choice: a key bound
 * into the request (the OTP TEK), or an active session key of the wallet (optionally not one of a given
 * credential's sessions).
 *
 * <p>The sandbox's legacy literal {@code sandbox-valid-signature} is accepted as a stamp by an active
 * session in sandbox mode only; it never signs the OTP verify (that needs the TEK).
 *
 * <p>A passkey login's challenge is a pending request of the same table without a stamp (the assertion
 * is its proof): {@link #lockUnbound} finds it for the verify, whose body is not the challenge's.
 */
@ApplicationScoped
public class SignedRequests {

    public static final Duration LIFETIME = Duration.ofMinutes(5);
    public static final String LEGACY_SANDBOX_SIGNATURE = "sandbox-valid-signature";

    @PersistenceContext
    EntityManager em;

    @Inject
    PlatformSettings settings;

    /** A 202's body: what to sign and under which Request-Id. */
    public record Pending(String type, String payloadToSign, String requestId, Instant expiresAt) {}

    /**
     * A pending request found for its signed retry; {@code createdAt} is the time of the first call, the
     * request's time for rules that depend on it (an OIDC token's freshness).
     */
    public record Found(String requestId, String purpose, String accountId, String targetId, String payload, P256PublicKey signerKey,
                        Instant createdAt) {}

    /**
     * A Turnkey activity body (§5.6): {@code {"type", "timestampMs", "organizationId", "parameters"}}, the
     * wallet's account id as the organization.
     */
    public static String activity(String type, String accountId, Instant now, Map<String, String> parameters) {
        var params = JsonP.createObjectBuilder();
        parameters.forEach(params::add);
        return activity(type, accountId, now, params.build());
    }

    /** As {@link #activity(String, String, Instant, Map)}, with structured parameters (arrays of objects). */
    public static String activity(String type, String accountId, Instant now, JsonObject parameters) {
        return JsonP.createObjectBuilder()
                .add("type", type)
                .add("timestampMs", Long.toString(now.toEpochMilli()))
                .add("organizationId", accountId)
                .add("parameters", parameters)
                .build().toString();
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public Pending pend(String purpose, String accountId, String targetId, String type, byte[] body, String payload,
                        P256PublicKey signer, Instant now) {
        return pendHash(purpose, accountId, targetId, type, sha256(body), payload, signer, now);
    }

    /** As {@link #pend}, with the body's SHA-256 already computed (the internal API gets it from the owning service). */
    @Transactional(Transactional.TxType.MANDATORY)
    public Pending pendHash(String purpose, String accountId, String targetId, String type, byte[] bodySha256, String payload,
                            P256PublicKey signer, Instant now) {
        String requestId = Ids.newId("Request");
        Instant expiresAt = now.plus(LIFETIME);
        em.createNativeQuery("INSERT INTO wallet_signed_request (request_id, purpose, account_id, target_id, body_sha256, payload,"
                        + " signer_key, used, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, FALSE, ?, ?)")
                .setParameter(1, requestId).setParameter(2, purpose).setParameter(3, accountId).setParameter(4, targetId)
                .setParameter(5, bodySha256).setParameter(6, payload).setParameter(7, signer == null ? null : signer.uncompressed())
                .setParameter(8, Timestamp.from(now)).setParameter(9, Timestamp.from(expiresAt))
                .executeUpdate();
        return new Pending(type, payload, requestId, expiresAt);
    }

    /**
     * The purpose and target of a pending request, unlocked and unchecked, or empty when none has this
     * id: for a flow whose retry does not name its target in the path (a delegated key's legs), which
     * then {@link #lock}s it with what this found.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public java.util.Optional<String[]> peek(String requestId) {
        List<?> rows = em.createNativeQuery("SELECT purpose, target_id FROM wallet_signed_request WHERE request_id = ?")
                .setParameter(1, requestId).getResultList();
        if (rows.isEmpty()) {
            return java.util.Optional.empty();
        }
        Object[] r = (Object[]) rows.get(0);
        return java.util.Optional.of(new String[] {(String) r[0], (String) r[1]});
    }

    /** The pending request under a row lock, checked against the retry (not yet used up: see {@link #markUsed}). */
    @Transactional(Transactional.TxType.MANDATORY)
    public Found lock(String requestId, String purpose, String targetId, byte[] body, Instant now) {
        return lockHash(requestId, purpose, targetId, sha256(body), now);
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public Found lockHash(String requestId, String purpose, String targetId, byte[] bodySha256, Instant now) {
        return lockChecked(requestId, purpose, targetId, bodySha256, now);
    }

    /**
     * The pending request under a row lock, checked as {@link #lock} does except for the body: for a
     * pending request whose completing call has another body than the call that made it (a passkey
     * login's challenge, completed by the verify).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public Found lockUnbound(String requestId, String purpose, String targetId, Instant now) {
        return lockChecked(requestId, purpose, targetId, null, now);
    }

    private Found lockChecked(String requestId, String purpose, String targetId, byte[] bodySha256, Instant now) {
        List<?> rows = em.createNativeQuery("SELECT purpose, payload, signer_key, target_id, body_sha256, used, expires_at, account_id,"
                        + " created_at FROM wallet_signed_request WHERE request_id = ? FOR UPDATE")
                .setParameter(1, requestId).getResultList();
        if (rows.isEmpty()) {
            throw WalletAuthFailure.requestIdUnknown("Request-Id does not match a pending request");
        }
        Object[] r = (Object[]) rows.get(0);
        if (!purpose.equals(r[0]) || !targetId.equals(r[3])) {
            throw WalletAuthFailure.requestIdUnknown("Request-Id does not match a pending request for this operation");
        }
        if (truthy(r[5])) {
            throw WalletAuthFailure.requestIdReused();
        }
        if (!instant(r[6]).isAfter(now)) {
            throw WalletAuthFailure.requestIdExpired();
        }
        if (bodySha256 != null && !MessageDigest.isEqual((byte[]) r[4], bodySha256)) {
            throw WalletAuthFailure.bodyMismatch();
        }
        return new Found(requestId, (String) r[0], (String) r[7], (String) r[3], (String) r[1],
                r[2] == null ? null : P256PublicKey.fromBytes((byte[]) r[2]), instant(r[8]));
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public void markUsed(String requestId) {
        int n = em.createNativeQuery("UPDATE wallet_signed_request SET used = TRUE WHERE request_id = ? AND used = FALSE")
                .setParameter(1, requestId).executeUpdate();
        if (n != 1) {
            throw WalletAuthFailure.requestIdReused();
        }
    }

    /**
     * Checks that {@code signature} is a stamp over {@code payload} by the key of an active session of
     * the wallet (a session of {@code excludedCredentialId}'s does not count when it is given) and
     * answers that session's id. In sandbox mode the legacy literal passes as the wallet's newest active
     * session (still needing one).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public String verifyBySession(String accountId, String signature, String payload, String excludedCredentialId, Instant now) {
        List<?> sessions = em.createNativeQuery("SELECT id, public_key, credential_id FROM auth_session WHERE account_id = ?"
                        + " AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC, id DESC")
                .setParameter(1, accountId).setParameter(2, Timestamp.from(now)).getResultList();
        List<Object[]> eligible = sessions.stream().map(o -> (Object[]) o)
                .filter(r -> excludedCredentialId == null || !excludedCredentialId.equals(r[2])).toList();
        if (settings.isSandbox() && LEGACY_SANDBOX_SIGNATURE.equals(signature == null ? null : signature.strip())) {
            if (eligible.isEmpty()) {
                throw WalletAuthFailure.signatureInvalid(excludedCredentialId == null
                        ? "The wallet has no active session to sign with"
                        : "The wallet has no active session of another credential to sign with");
            }
            return (String) eligible.get(0)[0];
        }
        ApiKeyStamp stamp = ApiKeyStamp.parse(signature);
        for (Object[] r : eligible) {
            if (P256PublicKey.fromBytes((byte[]) r[1]).equals(stamp.publicKey())) {
                stamp.verify(payload);
                return (String) r[0];
            }
        }
        boolean ofExcluded = sessions.stream().map(o -> (Object[]) o)
                .anyMatch(r -> P256PublicKey.fromBytes((byte[]) r[1]).equals(stamp.publicKey()));
        if (ofExcluded) {
            throw WalletAuthFailure.signatureInvalid("The wallet signature must come from a session of another credential than the one revoked");
        }
        if (keyOfEndedSession(accountId, stamp.publicKey())) {
            throw WalletAuthFailure.sessionEnded();
        }
        throw WalletAuthFailure.signatureInvalid("The wallet signature is not by an active session key of this wallet");
    }

    /**
     * Checks that {@code signature} is a stamp over {@code payload} by {@code sessionKey}, the key of one
     * given session the caller found active (a session refresh is signed by the session refreshed). In
     * sandbox mode the legacy literal passes as that session.
     */
    public void verifyBySessionKey(P256PublicKey sessionKey, String signature, String payload) {
        if (settings.isSandbox() && LEGACY_SANDBOX_SIGNATURE.equals(signature == null ? null : signature.strip())) {
            return;
        }
        ApiKeyStamp stamp = ApiKeyStamp.parse(signature);
        if (!sessionKey.equals(stamp.publicKey())) {
            throw WalletAuthFailure.signatureInvalid("The wallet signature is not by the key of the session refreshed");
        }
        stamp.verify(payload);
    }

    private boolean keyOfEndedSession(String accountId, P256PublicKey key) {
        List<?> keys = em.createNativeQuery("SELECT public_key FROM auth_session WHERE account_id = ?")
                .setParameter(1, accountId).getResultList();
        return keys.stream().anyMatch(k -> P256PublicKey.fromBytes((byte[]) k).equals(key));
    }

    static boolean truthy(Object o) {
        if (o instanceof Boolean b) {
            return b;
        }
        return o instanceof Number n && n.intValue() != 0;
    }

    public static Instant instant(Object o) {
        if (o instanceof Timestamp t) {
            return t.toInstant();
        }
        if (o instanceof LocalDateTime l) {
            return l.atZone(ZoneId.systemDefault()).toInstant();
        }
        if (o instanceof Instant i) {
            return i;
        }
        throw new IllegalStateException("not a timestamp: " + (o == null ? null : o.getClass()));
    }

    public static byte[] sha256(byte[] body) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(body == null ? new byte[0] : body);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
