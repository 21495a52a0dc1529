package net.ccpay.common.web.idempotency;

/**
 * What identifies one idempotent request: the caller's scope (API token), the key exactly as sent,
 * and the SHA-256 fingerprint of the request (method, path, query, body bytes).
 */
record IdempotentRequest(byte[] scope, byte[] key, byte[] fingerprint) {
}
