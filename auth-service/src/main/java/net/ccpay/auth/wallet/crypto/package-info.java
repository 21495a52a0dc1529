/**
 * Embedded-wallet cryptography, byte-compatible with the client libraries {@code @turnkey/crypto} and
 * {@code @turnkey/api-key-stamper} (api-inventory §5): P-256 keys, HPKE bundles, API-key stamps and the
 * OTP verification token. Plain Java, no container; every check is a named step that throws a named
 * {@link net.ccpay.auth.wallet.crypto.WalletCryptoException} whose message never carries key material.
 */
package net.ccpay.auth.wallet.crypto;
