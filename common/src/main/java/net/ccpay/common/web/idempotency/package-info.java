/**
 * Idempotency for POST operations that take {@code Idempotency-Key}: annotate the resource method
 * with {@link net.ccpay.common.web.idempotency.Idempotent}; see there for what clients get.
 */
package net.ccpay.common.web.idempotency;
