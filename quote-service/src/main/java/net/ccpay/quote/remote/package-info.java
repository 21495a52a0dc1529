/**
 * What quote-service's calls to other services fail with: {@link net.ccpay.quote.remote.RemoteServiceUnavailable},
 * the 503 SERVICE_UNAVAILABLE envelope. The clients, their Fault Tolerance numbers and the translation of a
 * failure are common's ({@code net.ccpay.common.remote}).
 */
package net.ccpay.quote.remote;
