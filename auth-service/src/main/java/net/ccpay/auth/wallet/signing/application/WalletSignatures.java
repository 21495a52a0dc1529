package net.ccpay.auth.wallet.signing.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.auth.wallet.crypto.Bip39;
import net.ccpay.auth.wallet.crypto.P256PublicKey;
import net.ccpay.auth.wallet.crypto.WalletExportBundle;
import net.ccpay.auth.wallet.keys.WalletKeys;
import net.ccpay.auth.wallet.sessions.application.SignedRequests;
import net.ccpay.auth.wallet.signing.domain.WalletSecretRepository;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The signed operations other services own (quote-service's wallet export, wallet update and quote
 * execute): they hold the account, auth-service holds the sessions, so they ask here, synchronously,
 * through the internal API. A two-step operation is pended and completed with {@link SignedRequests},
 * exactly as auth-service's own; a quote execute is a stamp over the quote's payloadToSign with no
 * Request-Id (the quote itself executes once). The wallet's seed phrase lives here, sealed, and leaves
 * only HPKE-sealed to the export's clientPublicKey.
 */
@ApplicationScoped
public class WalletSignatures {

    /** The two-step operations of other services, each bound to its own purpose. */
    public static final Set<String> PURPOSES = Set.of("EXPORT_WALLET", "UPDATE_ACCOUNT");

    @Inject
    WalletSecretRepository secrets;

    @Inject
    SignedRequests requests;

    @Inject
    WalletKeys keys;

    /** The first call: a pending request binding the body (by its SHA-256) and the activity to sign. */
    @Transactional
    public SignedRequests.Pending challenge(String accountId, String purpose, String targetId, byte[] bodySha256, String activityType,
                                           Map<String, String> parameters) {
        Instant now = SignedRequests.now();
        String payload = SignedRequests.activity(activityType, accountId, now, parameters);
        return requests.pendHash(purpose, accountId, targetId, null, bodySha256, payload, null, now);
    }

    /** The signed retry: the pending request checked and used up, the stamp by an active session of the wallet. */
    @Transactional
    public String complete(String accountId, String purpose, String targetId, byte[] bodySha256, String requestId, String signature) {
        Instant now = SignedRequests.now();
        SignedRequests.Found found = requests.lockHash(requestId, purpose, targetId, bodySha256, now);
        if (!accountId.equals(found.accountId())) {
            throw net.ccpay.auth.wallet.sessions.domain.WalletAuthFailure.requestIdUnknown(
                    "Request-Id does not match a pending request for this wallet");
        }
        String session = requests.verifyBySession(accountId, signature, found.payload(), null, now);
        requests.markUsed(requestId);
        return session;
    }

    /** A stamp over a payload the caller owns (a quote's payloadToSign): by an active session of the wallet. */
    @Transactional
    public String verify(String accountId, String payload, String signature) {
        return requests.verifyBySession(accountId, signature, payload, null, SignedRequests.now());
    }

    /** The export's signed retry: verified as {@link #complete}, then the phrase sealed to the client's key. */
    @Transactional
    public String export(String accountId, P256PublicKey clientPublicKey, byte[] bodySha256, String requestId, String signature) {
        complete(accountId, "EXPORT_WALLET", accountId, bodySha256, requestId, signature);
        return WalletExportBundle.seal(clientPublicKey, mnemonic(accountId), accountId);
    }

    /** The wallet's phrase: created once (INSERT IGNORE, so concurrent first exports agree), then always the same. */
    private String mnemonic(String accountId) {
        Optional<byte[]> sealed = secrets.sealedMnemonic(accountId);
        if (sealed.isEmpty()) {
            secrets.addIfAbsent(accountId, keys.sealer().seal(accountId, Bip39.generate().getBytes(StandardCharsets.UTF_8)));
            sealed = secrets.sealedMnemonic(accountId);
        }
        return new String(keys.sealer().open(accountId, sealed.get()), StandardCharsets.UTF_8);
    }
}
