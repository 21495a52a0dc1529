/**
 * Crypto withdrawals from internal accounts to blockchain addresses: for now the fee estimate
 * ({@code POST /crypto/estimate-withdrawal-fee}), from the sandbox's per-network fee table.
 */
package net.ccpay.quote.withdrawals;
