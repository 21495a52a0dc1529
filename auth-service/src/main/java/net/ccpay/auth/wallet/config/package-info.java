/**
 * The embedded wallet's settings from MicroProfile Config (so from the environment): the passkey
 * relying party and the per-credential abuse limits, checked once at start.
 */
package net.ccpay.auth.wallet.config;
