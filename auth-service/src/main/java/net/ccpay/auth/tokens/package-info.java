/**
 * API tokens: the platform's Basic credentials, stored hashed, verified for the gateway.
 */
package net.ccpay.auth.tokens;
