/**
 * The double-entry ledger: {@code domain} holds the port ({@link net.ccpay.quote.ledger.domain.Ledger})
 * and its rules, {@code infrastructure} the SQL adapter that enforces them under row locks.
 */
package net.ccpay.quote.ledger;
