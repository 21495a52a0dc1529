/**
 * The platform's webhook signing key: one ECDSA P-256 key pair, generated once and kept in the database,
 * published as PEM; rotation is an explicit operator action.
 */
package net.ccpay.webhook.signing;
