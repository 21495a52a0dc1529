/**
 * The platform config of the public contract ({@code GET/PATCH /config}): webhook endpoint, supported
 * currencies, UMA domain, embedded-wallet and fee settings; changes are announced as PLATFORM_CONFIG.UPDATED.
 */
package net.ccpay.webhook.config;
