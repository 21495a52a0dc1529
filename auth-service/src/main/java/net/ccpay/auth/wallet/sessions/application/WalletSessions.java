package net.ccpay.auth.wallet.sessions.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.auth.wallet.credentials.domain.AuthCredential;
import net.ccpay.auth.wallet.credentials.domain.CredentialRepository;
import net.ccpay.auth.wallet.crypto.ApiKeyStamp;
import net.ccpay.auth.wallet.crypto.ClientPublicKey;
import net.ccpay.auth.wallet.crypto.OtpBundlePlaintext;
import net.ccpay.auth.wallet.crypto.OtpBundles;
import net.ccpay.auth.wallet.crypto.P256KeyPair;
import net.ccpay.auth.wallet.crypto.P256PrivateKey;
import net.ccpay.auth.wallet.crypto.P256PublicKey;
import net.ccpay.auth.wallet.crypto.SessionSigningKey;
import net.ccpay.auth.wallet.crypto.VerificationToken;
import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.auth.wallet.keys.WalletKeys;
import net.ccpay.auth.wallet.otp.domain.OtpCode;
import net.ccpay.auth.wallet.otp.domain.OtpSender;
import net.ccpay.auth.wallet.sessions.domain.OtpTargetKeyRepository;
import net.ccpay.auth.wallet.sessions.domain.Session;
import net.ccpay.auth.wallet.sessions.domain.SessionRepository;
import net.ccpay.auth.wallet.sessions.domain.WalletAuthFailure;
import net.ccpay.auth.wallet.sessions.domain.WalletReferenceNotFound;
import net.ccpay.common.ids.Ids;

import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * The OTP login and the sessions of embedded wallets (api-inventory §2.11, §5.2–5.5): a challenge
 * issues a single-use HPKE target key; the verify's first leg opens the client's bundle with it, checks
 * the code and answers a pending signed request whose payload is a verificationToken bound to the TEK;
 * the signed retry, stamped with the TEK, issues the session. Revoking a session is a signed request
 * too, stamped by any active session key of the same wallet; refreshing one is signed by its own key.
 * Passkey and OAuth logins ({@link CredentialLogins}) and refreshes issue sessions with the session-key
 * rule of {@link SessionSigningKey}. Every pending request and target key is used once, under a row
 * lock, in the transaction that uses it. Challenges and verify attempts pass the {@link WalletGuard}.
 * The code is the sandbox's fixed {@value #SANDBOX_OTP_CODE} in sandbox mode only; otherwise each target
 * key has a fresh code whose sealed digest it keeps, and {@link OtpDelivery} sends it once the challenge
 * committed.
 */
@ApplicationScoped
public class WalletSessions {

    public static final Duration TARGET_KEY_LIFETIME = Duration.ofMinutes(5);
    public static final Duration SIGNED_REQUEST_LIFETIME = SignedRequests.LIFETIME;
    public static final Duration SESSION_LIFETIME = Duration.ofMinutes(15);
    public static final String SANDBOX_OTP_CODE = "000000";

    static final String OTP_VERIFY = "OTP_VERIFY";
    static final String REVOKE_SESSION = "REVOKE_SESSION";
    static final String REFRESH_SESSION = "REFRESH_SESSION";

    @Inject
    CredentialRepository credentials;

    @Inject
    SessionRepository sessionRepository;

    @Inject
    OtpTargetKeyRepository targetKeys;

    @Inject
    WalletKeys keys;

    @Inject
    EnclaveKey enclave;

    @Inject
    SignedRequests requests;

    @Inject
    net.ccpay.common.config.PlatformSettings settings;

    @Inject
    WalletGuard guard;

    @Inject
    OtpSender sender;

    /**
     * Outside sandbox mode the code is the platform's own and leaves by e-mail or SMS: a channel without its
     * settings refuses the operation naming the missing variables, before anything is written.
     */
    private void deliveryReady(AuthCredential credential) {
        if (!settings.isSandbox()) {
            sender.requireConfigured(channel(credential));
        }
    }

    /** The channel of an EMAIL_OTP or SMS_OTP credential. */
    public static OtpSender.Channel channel(AuthCredential credential) {
        return credential.type() == AuthCredential.Type.SMS_OTP ? OtpSender.Channel.SMS : OtpSender.Channel.EMAIL;
    }

    /**
     * A credential with its fresh otpEncryptionTargetBundle; outside sandbox mode also the code to send
     * (its toString hides the value) and the target key it belongs to, voided if the code cannot be sent.
     */
    public record Challenge(AuthCredential credential, String otpEncryptionTargetBundle, String targetKeyId, OtpCode code) {}

    /** A session just issued, with its sealed signing key in the legacy model (else null; never stored). */
    public record Issued(Session session, String encryptedSessionSigningKey) {}

    @Transactional
    public AuthCredential credential(String id) {
        return credentials.findLive(id).orElseThrow(() -> WalletReferenceNotFound.credential(id));
    }

    /**
     * A fresh single-use target key pair for an EMAIL_OTP / SMS_OTP credential (the caller checked the
     * type), within the credential's challenge limit.
     */
    @Transactional
    public Challenge challenge(AuthCredential credential) {
        deliveryReady(credential);
        guard.admitChallenge(credential.id());
        return targetKey(credential);
    }

    /**
     * The target key of an OTP credential just added (the OTP is "sent" on the add, api-inventory §5.2),
     * in the add's transaction. Outside sandbox mode a fresh code comes with it: only its SHA-256 digest is
     * stored, sealed under the wallet key-encryption key, and the caller sends the code once the
     * transaction committed (never holding it open across the mail server or SMS provider).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public Challenge targetKey(AuthCredential credential) {
        deliveryReady(credential);
        P256KeyPair quorum = enclave.quorum();
        P256KeyPair target = P256KeyPair.generate();
        String id = Ids.newId("OtpTarget");
        Instant now = now();
        OtpCode code = settings.isSandbox() ? null : OtpCode.generate();
        targetKeys.add(id, credential.id(), target.publicKey().uncompressed(), keys.sealer().seal(id, target.privateKey().bytes()),
                code == null ? null : keys.sealer().seal(codeKeyId(id), code.digest()), now, now.plus(TARGET_KEY_LIFETIME));
        return new Challenge(credential, OtpBundles.targetBundle(target.publicKey(), quorum), id, code);
    }

    /** A target key whose code could not be sent: used up, so that code (had it arrived after all) logs nobody in. */
    @Transactional
    public void voidTargetKey(String targetKeyId) {
        targetKeys.markUsed(targetKeyId);
    }

    private static String codeKeyId(String targetKeyId) {
        return targetKeyId + "#code";
    }

    /**
     * Whether {@code presented} is the target key's code: the sealed digest's code in constant time, or in
     * sandbox mode, for a key issued without one, the fixed {@value #SANDBOX_OTP_CODE}.
     */
    private boolean codeMatches(String targetId, byte[] sealedDigest, String presented) {
        if (sealedDigest == null) {
            return settings.isSandbox() && MessageDigest.isEqual(SANDBOX_OTP_CODE.getBytes(), presented.getBytes());
        }
        return OtpCode.matches(keys.sealer().open(codeKeyId(targetId), sealedDigest), presented);
    }

    /**
     * The verify's first leg, within the credential's verify limit. The target key is used up whatever
     * the outcome (a wrong code or a bundle that does not open does not leave it for another try), so the
     * failures do not roll back; a wrong code also counts towards the credential's lockout.
     */
    @Transactional(dontRollbackOn = {WalletAuthFailure.class, WalletCryptoException.class})
    public SignedRequests.Pending openOtp(AuthCredential credential, String encryptedOtpBundle, byte[] body) {
        guard.admitVerify(credential.id());
        Instant now = now();
        OtpTargetKeyRepository.TargetKey row = targetKeys.newestUnusedForUpdate(credential.id(), now).orElseThrow(() ->
                WalletAuthFailure.unauthorized("No unused OTP challenge for this credential: request a new one with POST /auth/credentials/{id}/challenge"));
        String targetId = row.id();
        targetKeys.markUsed(targetId);
        P256PrivateKey targetPrivate = P256PrivateKey.fromBytes(keys.sealer().open(targetId, row.sealedPrivateKey()));
        OtpBundlePlaintext plaintext = OtpBundles.open(encryptedOtpBundle, targetPrivate);
        if (!codeMatches(targetId, row.sealedCodeDigest(), plaintext.otpCode())) {
            guard.otpFailed(credential.id(), now);
            throw WalletAuthFailure.unauthorized("Invalid OTP code");
        }
        guard.otpSucceeded(credential.id());
        String token = VerificationToken.mint(enclave.quorum(), EnclaveKey.KEY_ID, plaintext.tekPublicKey(), credential.id(),
                now.truncatedTo(ChronoUnit.SECONDS), SIGNED_REQUEST_LIFETIME);
        return requests.pend(OTP_VERIFY, credential.accountId(), credential.id(), credential.type().name(), body, token,
                plaintext.tekPublicKey(), now);
    }

    /** The verify's signed retry: the pending request used once, the session issued with the TEK as its key. */
    @Transactional
    public Session completeOtp(AuthCredential credential, String requestId, String signature, byte[] body) {
        Instant now = now();
        SignedRequests.Found request = requests.lock(requestId, OTP_VERIFY, credential.id(), body, now);
        ApiKeyStamp stamp = ApiKeyStamp.parse(signature);
        P256PublicKey tek = request.signerKey();
        if (!tek.equals(stamp.publicKey())) {
            throw WalletAuthFailure.signatureInvalid("The wallet signature is not by the key bound into the verification token");
        }
        String payload = request.payload();
        stamp.verify(payload);
        VerificationToken.verify(payload, enclave.quorum().publicKey(), now);
        requests.markUsed(requestId);
        return open(credential.accountId(), credential.id(), credential.type().name(), credential.nickname(), tek, now);
    }

    /**
     * A new session of {@code credential} (a passkey or OAuth login) with the session-key rule of
     * {@link SessionSigningKey}: the client's compressed key, or a fresh key sealed to its uncompressed one.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public Issued issue(AuthCredential credential, ClientPublicKey client, Instant now) {
        return issue(credential.accountId(), credential.id(), credential.type().name(), credential.nickname(), client, now);
    }

    private Issued issue(String accountId, String credentialId, String type, String nickname, ClientPublicKey client, Instant now) {
        SessionSigningKey key = SessionSigningKey.forClient(client);
        return new Issued(open(accountId, credentialId, type, nickname, key.sessionPublicKey(), now), key.encryptedSessionSigningKey());
    }

    private Session open(String accountId, String credentialId, String type, String nickname, P256PublicKey key, Instant now) {
        String id = Ids.newId("Session");
        Instant expiresAt = now.plus(SESSION_LIFETIME);
        Session session = new Session(id, accountId, type, nickname, now, now, expiresAt);
        sessionRepository.add(session, credentialId, key.uncompressed());
        return session;
    }

    /** The wallet's active sessions, oldest first. */
    @Transactional
    public List<Session> sessions(String accountId) {
        return sessionRepository.active(accountId, now());
    }

    /** DELETE /auth/sessions/{id} without a signature: the pending revocation. */
    @Transactional
    public SignedRequests.Pending revokeChallenge(String sessionId, byte[] body) {
        Instant now = now();
        Session s = activeSession(sessionId, now, false);
        String payload = SignedRequests.activity("ACTIVITY_TYPE_DELETE_SESSION", s.accountId(), now, java.util.Map.of("sessionId", sessionId));
        return requests.pend(REVOKE_SESSION, s.accountId(), sessionId, s.type(), body, payload, null, now);
    }

    /** The signed revocation: stamped by any active session key of the same wallet (the session itself included). */
    @Transactional
    public void revoke(String sessionId, String requestId, String signature, byte[] body) {
        Instant now = now();
        SignedRequests.Found request = requests.lock(requestId, REVOKE_SESSION, sessionId, body, now);
        Session s = activeSession(sessionId, now, true);
        requests.verifyBySession(s.accountId(), signature, request.payload(), null, now);
        requests.markUsed(requestId);
        sessionRepository.revoke(sessionId, now);
    }

    /**
     * {@code POST /auth/sessions/{id}/refresh} without a signature: the pending creation of a session
     * bound to {@code client} (ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2, targetPublicKey), to be signed
     * by this session's own key.
     */
    @Transactional
    public SignedRequests.Pending refreshChallenge(String sessionId, ClientPublicKey client, byte[] body) {
        Instant now = now();
        Refreshable s = refreshable(sessionId, now, false);
        String payload = SignedRequests.activity("ACTIVITY_TYPE_CREATE_READ_WRITE_SESSION_V2", s.session().accountId(), now,
                java.util.Map.of("targetPublicKey", client.text()));
        return requests.pend(REFRESH_SESSION, s.session().accountId(), sessionId, s.session().type(), body, payload, s.key(), now);
    }

    /**
     * The signed refresh: stamped by the refreshed session's key (same body, so the same clientPublicKey),
     * it opens a new session of the same credential with a fresh lifetime and the session-key rule; the
     * refreshed session stays until it expires or is revoked.
     */
    @Transactional
    public Issued refresh(String sessionId, String requestId, String signature, ClientPublicKey client, byte[] body) {
        Instant now = now();
        SignedRequests.Found request = requests.lock(requestId, REFRESH_SESSION, sessionId, body, now);
        Refreshable s = refreshable(sessionId, now, true);
        requests.verifyBySessionKey(s.key(), signature, request.payload());
        requests.markUsed(requestId);
        return issue(s.session().accountId(), s.credentialId(), s.session().type(), s.session().nickname(), client, now);
    }

    /** A session that may be refreshed, with its key and credential. */
    private record Refreshable(Session session, String credentialId, P256PublicKey key) {}

    /**
     * The session to refresh: 404 when no such session was ever issued; 401 (SESSION_ENDED) when it
     * expired or was revoked, as the contract's refresh has it ("the target session is no longer active").
     */
    private Refreshable refreshable(String sessionId, Instant now, boolean lock) {
        SessionRepository.StoredSession r = (lock ? sessionRepository.findForUpdate(sessionId) : sessionRepository.find(sessionId))
                .orElseThrow(() -> WalletReferenceNotFound.session(sessionId));
        if (r.revoked() || !r.session().expiresAt().isAfter(now)) {
            throw WalletAuthFailure.sessionEnded("The session has expired or was revoked: log in again instead of refreshing it");
        }
        return new Refreshable(r.session(), r.credentialId(), P256PublicKey.fromBytes(r.publicKey()));
    }

    /** Revokes every active session of a credential being revoked (in the revocation's transaction). */
    @Transactional(Transactional.TxType.MANDATORY)
    public void revokeSessionsOf(String credentialId, Instant now) {
        sessionRepository.revokeAllOf(credentialId, now);
    }

    private Session activeSession(String sessionId, Instant now, boolean lock) {
        return (lock ? sessionRepository.findActiveForUpdate(sessionId, now) : sessionRepository.findActive(sessionId, now))
                .orElseThrow(() -> WalletReferenceNotFound.session(sessionId));
    }

    private static Instant now() {
        return SignedRequests.now();
    }
}
