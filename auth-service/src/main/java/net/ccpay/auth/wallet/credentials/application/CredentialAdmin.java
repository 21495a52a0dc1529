package net.ccpay.auth.wallet.credentials.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import net.ccpay.auth.wallet.config.WalletSettings;
import net.ccpay.auth.wallet.credentials.domain.AuthCredential;
import net.ccpay.auth.wallet.credentials.domain.ContactPointMissing;
import net.ccpay.auth.wallet.credentials.domain.CredentialAlreadyExists;
import net.ccpay.auth.wallet.credentials.domain.LastCredential;
import net.ccpay.auth.wallet.crypto.WalletCryptoException;
import net.ccpay.auth.wallet.oauth.OidcProviders;
import net.ccpay.auth.wallet.oauth.OidcSignatureInvalid;
import net.ccpay.auth.wallet.oauth.OidcTokenNotFresh;
import net.ccpay.auth.wallet.oauth.OidcTokenRules;
import net.ccpay.auth.wallet.passkey.PasskeyAttestation;
import net.ccpay.auth.wallet.passkey.PasskeyRegistration;
import net.ccpay.auth.wallet.passkey.RegisteredPasskey;
import net.ccpay.auth.wallet.passkey.StoredPasskey;
import net.ccpay.auth.wallet.sessions.application.SignedRequests;
import net.ccpay.auth.wallet.sessions.application.WalletSessions;
import net.ccpay.auth.wallet.sessions.domain.WalletReferenceNotFound;
import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;

import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * Adding and revoking an embedded wallet's credentials (api-inventory §2.11, §5.6), through the one
 * signed-request mechanism of {@link SignedRequests}.
 *
 * <p><b>Adding.</b> The request is checked in full on the first call (the wallet is known; EMAIL_OTP and
 * SMS_OTP need the owner's email or phone and are one per wallet; an OAuth token meets the registration
 * rules; a passkey's attestation passes the registration ceremony against the request's own challenge
 * and its credential id is not registered anywhere). A wallet without a live credential gets it at once
 * (201); otherwise the first call answers the Turnkey activity that binds the request (202), and the
 * signed retry (the same body, stamped by any active session key of the wallet) checks everything again
 * and adds it (201). The unique keys of the table are the last guard against a concurrent add. An OIDC
 * token's freshness is measured at the first call, the request's time: the retry only confirms it.
 *
 * <p><b>Revoking.</b> 202 with the revocation to sign, then the retry stamped by a session of another
 * credential of the wallet (never one of the revoked credential's own) revokes it and its sessions. A
 * wallet keeps at least one credential. Both flows lock the wallet's row, so concurrent adds and
 * revocations of one wallet count its credentials one at a time.
 */
@ApplicationScoped
public class CredentialAdmin {

    static final String ADD_CREDENTIAL = "ADD_CREDENTIAL";
    static final String REVOKE_CREDENTIAL = "REVOKE_CREDENTIAL";
    /** What auth_credential stores of an OAuth identity and of a nickname. */
    static final int MAX_IDENTITY_CHARS = 300;
    static final int MAX_NICKNAME_CHARS = 320;

    @Inject
    Wallets wallets;

    @Inject
    SignedRequests requests;

    @Inject
    WalletSessions sessions;

    @Inject
    WalletSettings walletSettings;

    @Inject
    OidcProviders providers;

    /** A credential to add, as the request describes it (its shape checked at the edge). */
    public record NewCredential(AuthCredential.Type type, String accountId, String oidcToken, String nickname, String challenge,
                                PasskeyAttestation attestation) {}

    /** What a create answers: the credential added (201) or the request to sign first (202). */
    public sealed interface Outcome permits Added, ToSign {}

    /**
     * An added credential, with the fresh challenge of an OTP credential (its otpEncryptionTargetBundle and,
     * outside sandbox mode, the code to send once the add committed), else null.
     */
    public record Added(AuthCredential credential, WalletSessions.Challenge challenge) implements Outcome {
        public String otpEncryptionTargetBundle() {
            return challenge == null ? null : challenge.otpEncryptionTargetBundle();
        }
    }

    public record ToSign(SignedRequests.Pending pending) implements Outcome {}

    /** The credential a checked request would add, and the activity (§5.6) that binds the request. */
    private record Prepared(AuthCredential credential, String activityType, JsonObject activityParameters) {}

    /** {@code POST /auth/credentials} without a signature. */
    @Transactional
    public Outcome create(NewCredential request, byte[] body) {
        checkBuilt(request.type());
        Instant now = SignedRequests.now();
        Wallets.Wallet wallet = lockedWallet(request.accountId());
        Prepared prepared = prepare(request, wallet, now, now);
        if (wallets.liveCredentialCount(wallet.accountId()) == 0) {
            return add(prepared);
        }
        String payload = SignedRequests.activity(prepared.activityType(), wallet.accountId(), now, prepared.activityParameters());
        return new ToSign(requests.pend(ADD_CREDENTIAL, wallet.accountId(), wallet.accountId(), request.type().name(), body, payload,
                null, now));
    }

    /** The signed retry of {@link #create}: the same body, stamped by an active session key of the wallet. */
    @Transactional
    public Added completeCreate(NewCredential request, String requestId, String signature, byte[] body) {
        checkBuilt(request.type());
        Instant now = SignedRequests.now();
        SignedRequests.Found found = requests.lock(requestId, ADD_CREDENTIAL, request.accountId(), body, now);
        Wallets.Wallet wallet = lockedWallet(request.accountId());
        requests.verifyBySession(wallet.accountId(), signature, found.payload(), null, now);
        Added added = add(prepare(request, wallet, found.createdAt(), now));
        requests.markUsed(requestId);
        return added;
    }

    /** {@code DELETE /auth/credentials/{id}} without a signature: the revocation to sign. */
    @Transactional
    public SignedRequests.Pending revokeChallenge(String credentialId, byte[] body) {
        Instant now = SignedRequests.now();
        AuthCredential credential = sessions.credential(credentialId);
        lockedWallet(credential.accountId());
        if (wallets.liveCredentialCount(credential.accountId()) <= 1) {
            throw new LastCredential();
        }
        // not exampled in the contract (§5.6): the same envelope, the credential's id bound
        String payload = SignedRequests.activity("ACTIVITY_TYPE_DELETE_CREDENTIAL", credential.accountId(), now,
                Map.of("credentialId", credentialId));
        return requests.pend(REVOKE_CREDENTIAL, credential.accountId(), credentialId, credential.type().name(), body, payload, null, now);
    }

    /** The signed revocation: by a session of another credential of the wallet; the credential's sessions end with it. */
    @Transactional
    public void revoke(String credentialId, String requestId, String signature, byte[] body) {
        Instant now = SignedRequests.now();
        SignedRequests.Found found = requests.lock(requestId, REVOKE_CREDENTIAL, credentialId, body, now);
        lockedWallet(found.accountId());
        AuthCredential credential = sessions.credential(credentialId);
        requests.verifyBySession(credential.accountId(), signature, found.payload(), credentialId, now);
        if (wallets.liveCredentialCount(credential.accountId()) <= 1) {
            throw new LastCredential();
        }
        wallets.revoke(credentialId, now);
        sessions.revokeSessionsOf(credentialId, now);
        requests.markUsed(requestId);
    }

    /** Outside sandbox mode OAUTH credentials need the configured providers (else 503 naming the missing variables). */
    private void checkBuilt(AuthCredential.Type type) {
        if (type == AuthCredential.Type.OAUTH) {
            providers.policy();
        }
    }

    private Wallets.Wallet lockedWallet(String accountId) {
        return wallets.lockWallet(accountId).orElseThrow(() -> WalletReferenceNotFound.wallet(accountId));
    }

    private Added add(Prepared prepared) {
        AuthCredential credential = prepared.credential();
        if (!wallets.insert(credential)) {
            throw CredentialAlreadyExists.of(credential.type());
        }
        boolean otp = credential.type() == AuthCredential.Type.EMAIL_OTP || credential.type() == AuthCredential.Type.SMS_OTP;
        return new Added(credential, otp ? sessions.targetKey(credential) : null);
    }

    /** Every rule of the request, at {@code requestTime} (the first call's time) for an OIDC token's freshness. */
    private Prepared prepare(NewCredential request, Wallets.Wallet wallet, Instant requestTime, Instant now) {
        String id = Ids.newId("AuthMethod");
        String accountId = wallet.accountId();
        return switch (request.type()) {
            case EMAIL_OTP, SMS_OTP -> {
                boolean email = request.type() == AuthCredential.Type.EMAIL_OTP;
                String contact = email ? wallet.email() : wallet.phone();
                if (contact == null) {
                    throw ContactPointMissing.of(request.type());
                }
                if (wallets.hasLive(accountId, request.type())) {
                    throw CredentialAlreadyExists.of(request.type());
                }
                JsonObject parameters = JsonP.createObjectBuilder()
                        .add(email ? "userEmail" : "userPhoneNumber", contact)
                        .add("userId", wallet.customerId())
                        .build();
                yield new Prepared(new AuthCredential(id, accountId, request.type(), contact, now),
                        email ? "ACTIVITY_TYPE_UPDATE_USER_EMAIL" : "ACTIVITY_TYPE_UPDATE_USER_PHONE_NUMBER", parameters);
            }
            case OAUTH -> {
                OidcTokenRules.Identity identity = oauthRegistration(request.oidcToken(), requestTime, providers.policy());
                JsonObject parameters = JsonP.createObjectBuilder()
                        .add("oauthProviders", JsonP.createArrayBuilder().add(JsonP.createObjectBuilder()
                                .add("oidcToken", request.oidcToken())
                                .add("providerName", OidcTokenRules.providerName(identity.iss()))))
                        .add("userId", wallet.customerId())
                        .build();
                yield new Prepared(AuthCredential.oauth(id, accountId, oauthNickname(request.oidcToken(), identity), identity, now),
                        "ACTIVITY_TYPE_CREATE_OAUTH_PROVIDERS", parameters);
            }
            case PASSKEY -> {
                PasskeyAttestation attestation = request.attestation();
                RegisteredPasskey registered = PasskeyRegistration.verify(request.challenge(), walletSettings.relyingParty(), attestation,
                        registeredWithId(attestation.credentialId()));
                JsonArrayBuilder transports = JsonP.createArrayBuilder();
                attestation.transports().forEach(transports::add);
                JsonObject parameters = JsonP.createObjectBuilder()
                        .add("authenticators", JsonP.createArrayBuilder().add(JsonP.createObjectBuilder()
                                .add("attestation", JsonP.createObjectBuilder()
                                        .add("attestationObject", attestation.attestationObject())
                                        .add("clientDataJson", attestation.clientDataJson())
                                        .add("credentialId", attestation.credentialId()))
                                .add("authenticatorName", request.nickname())
                                .add("challenge", request.challenge())
                                .add("transports", transports)))
                        .add("userId", wallet.customerId())
                        .build();
                yield new Prepared(AuthCredential.passkey(id, accountId, request.nickname(), registered.toStored(), now),
                        "ACTIVITY_TYPE_CREATE_AUTHENTICATORS_V2", parameters);
            }
        };
    }

    /**
     * The OAuth registration rules. A malformed token or an unsupported issuer is invalid input (400 naming
     * the claim, in details.errors under oidcToken); a well-formed token that is stale or expired fails the
     * authentication (401 UNAUTHORIZED with the check as reason), as the contract has it; so is a token
     * not signed by a key its issuer publishes (outside sandbox mode).
     */
    private static OidcTokenRules.Identity oauthRegistration(String token, Instant requestTime, OidcTokenRules.Policy policy) {
        OidcTokenRules.Identity identity;
        try {
            identity = OidcTokenRules.registration(token, requestTime, policy);
        } catch (OidcTokenNotFresh | OidcSignatureInvalid e) {
            throw e;
        } catch (WalletCryptoException e) {
            if (e.kind() == DomainException.Kind.UNAUTHORIZED) {
                throw InvalidFields.of("oidcToken", e.reason());
            }
            throw e;
        }
        if (identity.aud().length() > MAX_IDENTITY_CHARS || identity.sub().length() > MAX_IDENTITY_CHARS) {
            throw InvalidFields.of("oidcToken", "aud and sub must be at most " + MAX_IDENTITY_CHARS + " characters");
        }
        return identity;
    }

    /** The token's email claim when it has a usable one, else the subject (api-inventory §2.11). */
    private static String oauthNickname(String token, OidcTokenRules.Identity identity) {
        String email = OidcTokenRules.email(token);
        return email != null && email.length() <= MAX_NICKNAME_CHARS && net.ccpay.common.validation.Shape.isCleanText(email)
                ? email : identity.sub();
    }

    /** The live passkeys with the attestation's credential id (none when the id does not even decode: the ceremony refuses it). */
    private List<StoredPasskey> registeredWithId(String credentialId) {
        byte[] raw;
        try {
            raw = Base64.getUrlDecoder().decode(credentialId);
        } catch (IllegalArgumentException | NullPointerException e) {
            return List.of();
        }
        return wallets.livePasskeys(AuthCredential.passkeyIdSha256(Base64.getUrlEncoder().withoutPadding().encodeToString(raw)));
    }
}
