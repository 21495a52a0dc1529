package net.ccpay.auth.tokens.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/**
 * The bootstrap token is the operator's way in (the only token with the OPERATOR permission): the API never
 * deletes it, so no request can leave the platform without one. An operator rotates its secret with
 * PLATFORM_API_TOKEN_SECRET, or retires it by configuring another PLATFORM_API_TOKEN_ID, and restarts.
 */
public class BootstrapTokenProtected extends DomainException {
    public BootstrapTokenProtected(String tokenId) {
        super(Kind.CONFLICT, ErrorCode.CONFLICT, "Token " + tokenId + " is the platform's bootstrap token and cannot be deleted through the API;"
                + " rotate its secret with PLATFORM_API_TOKEN_SECRET, or configure another PLATFORM_API_TOKEN_ID, and restart auth-service");
    }
}
