/**
 * Embedded-wallet operations quote-service owns that need the owner's wallet signature (wallet export,
 * wallet update, quote execute from a wallet). auth-service holds the sessions and checks the
 * signatures; {@link net.ccpay.quote.wallet.domain.WalletSigning} is the port to it.
 */
package net.ccpay.quote.wallet;
