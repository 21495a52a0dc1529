/**
 * Passkey (WebAuthn) verification for embedded-wallet credentials (api-inventory §5.7): the
 * registration ceremony (W3C WebAuthn Level 3 §7.1) and the assertion ceremony (§7.2), run by Yubico's
 * {@code RelyingParty} after our own named steps, so that every failed check is a named
 * {@link net.ccpay.auth.wallet.crypto.WalletCryptoException} with its own 401 {@code reason} (or a 400
 * for malformed input). Plain Java and stateless: the caller passes the stored credentials each call.
 */
package net.ccpay.auth.wallet.passkey;
