/**
 * Stablecoins: provider account links, registered provider-created stablecoins and their issuer
 * operations (mints and burns), whose supply and reserve movements are ledger journals.
 */
package net.ccpay.quote.stablecoins;
