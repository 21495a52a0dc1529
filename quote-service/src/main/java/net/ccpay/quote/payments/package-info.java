/**
 * Money movement: quotes, their execution, the transactions they create (outgoing and incoming), the
 * deprecated same-currency transfers and the sandbox's payment simulations with their durable timers.
 */
package net.ccpay.quote.payments;
