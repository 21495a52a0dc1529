/**
 * OAUTH (OIDC) credentials of the embedded wallet in the sandbox (brief, "Sandbox rules for
 * authentication"; api-inventory §5.7): the claim rules a JWT-shaped OIDC token must meet at registration
 * and at verify. The sandbox does not verify the provider's signature; production must. Each failed
 * rule is a named {@link net.ccpay.auth.wallet.crypto.WalletCryptoException} with its own 401 reason.
 */
package net.ccpay.auth.wallet.oauth;
