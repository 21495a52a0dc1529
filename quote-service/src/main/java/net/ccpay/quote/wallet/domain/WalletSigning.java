package net.ccpay.quote.wallet.domain;

import java.time.Instant;
import java.util.Map;

/**
 * The wallet-signature checks, owned by auth-service (it holds the wallets' sessions). Every failure of
 * the signature is a {@link WalletSignatureRejected} carrying auth-service's 401 unchanged; auth-service
 * not answering is a 503.
 */
public interface WalletSigning {

    /** What the owner must sign, and the Request-Id its signed retry must carry. */
    record Challenge(String payloadToSign, String requestId, Instant expiresAt) {}

    /** The first call of a two-step operation: binds the body (its SHA-256) and the activity to sign. */
    Challenge challenge(String accountId, String purpose, String targetId, byte[] bodySha256, String activityType,
                        Map<String, String> parameters);

    /** The signed retry: the pending request checked against the body and used up, the stamp by a session of the wallet. */
    void complete(String accountId, String purpose, String targetId, byte[] bodySha256, String requestId, String signature);

    /** A stamp over {@code payload} by an active session of the wallet (no Request-Id). */
    void verify(String accountId, String payload, String signature);

    /** The export's signed retry: checked as {@link #complete}, answering the seed phrase sealed to {@code clientPublicKey}. */
    String export(String accountId, String clientPublicKey, byte[] bodySha256, String requestId, String signature);
}
