/**
 * Keyset pagination shared by every list of the service: opaque cursors over (created_at, id),
 * the contract's limit rules and list response shape.
 */
package net.ccpay.customer.platform.paging;
