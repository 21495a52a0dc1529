package net.ccpay.quote.sca.domain;

/**
 * The customers' SCA login sessions (the port; customer-service owns them: a completed {@code POST /sca/login/complete}
 * opens one until its {@code sessionExpiresAt}, a password reset ends it). Asked before a quote's authorization
 * releases money, never while a row is locked.
 */
public interface ScaSessions {

    /** Whether the customer has an SCA login session that has not expired, judged by its owner now. */
    boolean active(String customerId);
}
