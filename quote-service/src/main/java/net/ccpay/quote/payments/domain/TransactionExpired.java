package net.ccpay.quote.payments.domain;

/**
 * A CDI event fired, in the expiring database transaction, when an unexecuted quote's transaction
 * became EXPIRED: whatever waited on it (an agent's action awaiting approval) ends with it.
 */
public record TransactionExpired(MoneyTransaction transaction) {}
