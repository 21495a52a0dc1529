package net.ccpay.auth.wallet.sessions.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.auth.wallet.config.WalletSettings;
import net.ccpay.auth.wallet.credentials.application.Wallets;
import net.ccpay.auth.wallet.credentials.domain.AuthCredential;
import net.ccpay.auth.wallet.credentials.domain.CredentialRepository;
import net.ccpay.auth.wallet.crypto.ClientPublicKey;
import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.auth.wallet.oauth.OidcProviders;
import net.ccpay.auth.wallet.oauth.OidcTokenRules;
import net.ccpay.auth.wallet.passkey.PasskeyAssertion;
import net.ccpay.auth.wallet.passkey.PasskeyAssertionResponse;
import net.ccpay.auth.wallet.passkey.SandboxLegacy;
import net.ccpay.auth.wallet.passkey.VerifiedAssertion;
import net.ccpay.auth.wallet.sessions.domain.WalletAuthFailure;
import net.ccpay.auth.wallet.sessions.domain.WalletReferenceNotFound;
import net.ccpay.common.config.PlatformSettings;

import java.time.Instant;

/**
 * The PASSKEY and OAUTH logins (api-inventory §5.7), each issuing a session with the session-key rule of
 * {@link net.ccpay.auth.wallet.crypto.SessionSigningKey}.
 *
 * <p><b>Passkey.</b> The challenge is a pending request of {@link SignedRequests} (purpose
 * PASSKEY_SESSION) holding the exact clientPublicKey text; the WebAuthn challenge is
 * {@link PasskeyAssertion#challengeFor} of that text, the stored credential id and the Request-Id. The
 * verify locks it, uses it up before the ceremony (a failed assertion does not leave it for another
 * try, so the used mark commits with the failure), locks the credential's row so that counter updates
 * follow one another, runs the ceremony against the configured relying party and stores the new
 * counter. Concurrent verifies of one challenge: the first takes it, the others find it used. In sandbox
 * mode only, the brief's legacy literal signature skips the signature check (every other step runs).
 *
 * <p><b>OAuth.</b> A fresh token meeting the rules of {@link OidcTokenRules#verify}: the registered
 * identity, and a nonce binding the clientPublicKey of the request. Outside sandbox mode the token's
 * signature is verified against its issuer's JWKS first ({@link OidcProviders}).
 *
 * <p>Both count against the credential's limits ({@link WalletGuard}).
 */
@ApplicationScoped
public class CredentialLogins {

    static final String PASSKEY_SESSION = "PASSKEY_SESSION";

    @Inject
    CredentialRepository credentials;

    @Inject
    SignedRequests requests;

    @Inject
    WalletSessions sessions;

    @Inject
    WalletGuard guard;

    @Inject
    Wallets wallets;

    @Inject
    WalletSettings walletSettings;

    @Inject
    PlatformSettings settings;

    @Inject
    OidcProviders providers;

    /** A passkey login's challenge: the PasskeyAuthChallenge fields beyond the credential's own. */
    public record PasskeyChallenge(AuthCredential credential, String challenge, String requestId, Instant expiresAt) {}

    /** {@code POST /auth/credentials/{id}/challenge} for a PASSKEY credential (the caller checked the type). */
    @Transactional
    public PasskeyChallenge passkeyChallenge(AuthCredential credential, ClientPublicKey client, byte[] body) {
        guard.admitChallenge(credential.id());
        Instant now = SignedRequests.now();
        SignedRequests.Pending pending = requests.pend(PASSKEY_SESSION, credential.accountId(), credential.id(), credential.type().name(),
                body, client.text(), null, now);
        return new PasskeyChallenge(credential, PasskeyAssertion.challengeFor(client.text(), credential.credentialId(), pending.requestId()),
                pending.requestId(), pending.expiresAt());
    }

    /** {@code POST /auth/credentials/{id}/verify} for a PASSKEY credential, with the challenge's Request-Id. */
    @Transactional(dontRollbackOn = {WalletAuthFailure.class, WalletCryptoException.class})
    public WalletSessions.Issued verifyPasskey(String credentialId, String requestId, PasskeyAssertionResponse assertion) {
        guard.admitVerify(credentialId);
        Instant now = SignedRequests.now();
        SignedRequests.Found challenge = requests.lockUnbound(requestId, PASSKEY_SESSION, credentialId, now);
        requests.markUsed(requestId);
        AuthCredential credential = locked(credentialId);
        ClientPublicKey client = ClientPublicKey.parse(challenge.payload());
        String expected = PasskeyAssertion.challengeFor(client.text(), credential.credentialId(), requestId);
        VerifiedAssertion verified = settings.isSandbox() && SandboxLegacy.isLegacyPasskeySignature(assertion.signature())
                ? PasskeyAssertion.verifySandboxLegacy(expected, walletSettings.relyingParty(), assertion, credential.storedPasskey())
                : PasskeyAssertion.verify(expected, walletSettings.relyingParty(), assertion, credential.storedPasskey());
        wallets.passkeyUsed(credentialId, verified.newSignatureCount(),
                verified.userHandle() == null ? null : verified.userHandle().getBase64Url());
        return sessions.issue(credential, client, now);
    }

    /** {@code POST /auth/credentials/{id}/verify} for an OAUTH credential. */
    @Transactional
    public WalletSessions.Issued verifyOauth(AuthCredential credential, String oidcToken, ClientPublicKey client) {
        OidcTokenRules.Policy policy = providers.policy();
        guard.admitVerify(credential.id());
        Instant now = SignedRequests.now();
        OidcTokenRules.verify(oidcToken, credential.oauthIdentity(), client.text(), now, policy);
        return sessions.issue(credential, client, now);
    }

    /** The live credential under a row lock (its counter is read and written in this transaction). */
    private AuthCredential locked(String credentialId) {
        return credentials.findLiveForUpdate(credentialId).orElseThrow(() -> WalletReferenceNotFound.credential(credentialId));
    }
}
