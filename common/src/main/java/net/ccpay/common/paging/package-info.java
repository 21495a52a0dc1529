/**
 * Keyset pagination for every list of every service: one opaque cursor format over (created_at, id), or
 * (another time column, id) for a list ordered by it (the cursor names its column),
 * the contract's limit rules ({@link net.ccpay.common.paging.PageRequest}), one query builder
 * ({@link net.ccpay.common.paging.KeysetQuery}) and the list response shape ({@link net.ccpay.common.paging.Page}).
 */
package net.ccpay.common.paging;
