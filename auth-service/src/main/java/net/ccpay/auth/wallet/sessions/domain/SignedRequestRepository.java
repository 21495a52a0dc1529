package net.ccpay.auth.wallet.sessions.domain;

import java.time.Instant;
import java.util.Optional;

/** The pending requests of the two-step wallet operations, each used at most once. */
public interface SignedRequestRepository {

    /** Stores a new, unused request. */
    void add(SignedRequest request);

    /** The purpose and target of the request, without a lock. */
    Optional<PurposeAndTarget> peek(String requestId);

    /** The request with its row locked until the transaction ends. */
    Optional<SignedRequest> findForUpdate(String requestId);

    /** Uses the request up: a conditional update that only an unused request passes; false when it was used already. */
    boolean markUsed(String requestId);

    /**
     * A pending request: the SHA-256 of the body it binds, the payload to sign and, when one is bound into it, the
     * key (uncompressed) that must sign.
     */
    record SignedRequest(String requestId, String purpose, String accountId, String targetId, byte[] bodySha256, String payload,
                         byte[] signerKey, boolean used, Instant createdAt, Instant expiresAt) {}

    record PurposeAndTarget(String purpose, String targetId) {}
}
