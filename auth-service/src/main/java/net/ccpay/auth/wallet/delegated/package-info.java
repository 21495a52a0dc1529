/**
 * Delegated signing keys ({@code /auth/delegated-keys}): a Grid-custodied P-256 key that signs for a
 * card funding source backed by an Embedded Wallet, created in a three-leg signed-retry flow stamped by
 * a session of the wallet, listed, read and revoked; quote-service asks whether one is ACTIVE before an
 * authorization pulls from the wallet.
 */
package net.ccpay.auth.wallet.delegated;
