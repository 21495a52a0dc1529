package net.ccpay.quote.sca.domain;

import java.time.Instant;
import java.util.Optional;

/**
 * The customers' SCA login sessions (the port; customer-service owns them: a completed {@code POST /sca/login/complete}
 * opens one until its {@code sessionExpiresAt}, a password reset ends it). Asked before a quote's authorization
 * releases money, never while a row is locked.
 */
public interface ScaSessions {

    /** When the customer's SCA login session ends, if one is open now (judged by its owner); empty otherwise. */
    Optional<Instant> openUntil(String customerId);
}
