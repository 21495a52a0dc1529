/**
 * How quote-service calls other services: MicroProfile Rest Client interfaces built here with
 * connect and read timeouts and the internal credential, Fault Tolerance on the adapters that use
 * them, and one mapping of every remote failure to a 503 SERVICE_UNAVAILABLE envelope.
 */
package net.ccpay.quote.remote;
