/**
 * Cards: issuing virtual cards against a customer's internal accounts, freezing and closing them,
 * revealing their details through a sealed short-lived link, and the card transactions the sandbox
 * simulations drive through the same ledger as payments (holds, clearings, returns).
 */
package net.ccpay.quote.cards;
