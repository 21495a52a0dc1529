package net.ccpay.auth.wallet.crypto;

import java.time.Instant;

/** What a verified {@code verificationToken} binds: the client's TEK, the credential, and its lifetime. */
public record VerificationClaims(P256PublicKey tekPublicKey, String credentialId, Instant issuedAt, Instant expiresAt) {
}
