package net.ccpay.auth.wallet.sessions.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import net.ccpay.auth.wallet.crypto.ApiKeyStamp;
import net.ccpay.auth.wallet.crypto.P256PublicKey;
import net.ccpay.auth.wallet.sessions.domain.SessionRepository;
import net.ccpay.auth.wallet.sessions.domain.SignedRequestRepository;
import net.ccpay.auth.wallet.sessions.domain.SignedRequestRepository.SignedRequest;
import net.ccpay.auth.wallet.sessions.domain.WalletAuthFailure;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
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

    @Inject
    SignedRequestRepository repository;

    @Inject
    SessionRepository sessionRepository;

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
        repository.add(new SignedRequest(requestId, purpose, accountId, targetId, bodySha256, payload,
                signer == null ? null : signer.uncompressed(), false, now, expiresAt));
        return new Pending(type, payload, requestId, expiresAt);
    }

    /**
     * The purpose and target of a pending request, unlocked and unchecked, or empty when none has this
     * id: for a flow whose retry does not name its target in the path (a delegated key's legs), which
     * then {@link #lock}s it with what this found.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public java.util.Optional<String[]> peek(String requestId) {
        return repository.peek(requestId).map(r -> new String[] {r.purpose(), r.targetId()});
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
        SignedRequest r = repository.findForUpdate(requestId)
                .orElseThrow(() -> WalletAuthFailure.requestIdUnknown("Request-Id does not match a pending request"));
        if (!purpose.equals(r.purpose()) || !targetId.equals(r.targetId())) {
            throw WalletAuthFailure.requestIdUnknown("Request-Id does not match a pending request for this operation");
        }
        if (r.used()) {
            throw WalletAuthFailure.requestIdReused();
        }
        if (!r.expiresAt().isAfter(now)) {
            throw WalletAuthFailure.requestIdExpired();
        }
        if (bodySha256 != null && !MessageDigest.isEqual(r.bodySha256(), bodySha256)) {
            throw WalletAuthFailure.bodyMismatch();
        }
        return new Found(requestId, r.purpose(), r.accountId(), r.targetId(), r.payload(),
                r.signerKey() == null ? null : P256PublicKey.fromBytes(r.signerKey()), r.createdAt());
    }

    @Transactional(Transactional.TxType.MANDATORY)
    public void markUsed(String requestId) {
        if (!repository.markUsed(requestId)) {
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
        List<SessionRepository.SessionKey> sessions = sessionRepository.activeKeys(accountId, now);
        List<SessionRepository.SessionKey> eligible = sessions.stream()
                .filter(r -> excludedCredentialId == null || !excludedCredentialId.equals(r.credentialId())).toList();
        if (settings.isSandbox() && LEGACY_SANDBOX_SIGNATURE.equals(signature == null ? null : signature.strip())) {
            if (eligible.isEmpty()) {
                throw WalletAuthFailure.signatureInvalid(excludedCredentialId == null
                        ? "The wallet has no active session to sign with"
                        : "The wallet has no active session of another credential to sign with");
            }
            return eligible.get(0).sessionId();
        }
        ApiKeyStamp stamp = ApiKeyStamp.parse(signature);
        for (SessionRepository.SessionKey r : eligible) {
            if (P256PublicKey.fromBytes(r.publicKey()).equals(stamp.publicKey())) {
                stamp.verify(payload);
                return r.sessionId();
            }
        }
        boolean ofExcluded = sessions.stream()
                .anyMatch(r -> P256PublicKey.fromBytes(r.publicKey()).equals(stamp.publicKey()));
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
        return sessionRepository.keysOf(accountId).stream().anyMatch(k -> P256PublicKey.fromBytes(k).equals(key));
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
