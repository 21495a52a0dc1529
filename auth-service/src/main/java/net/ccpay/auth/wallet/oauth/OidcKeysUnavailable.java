package net.ccpay.auth.wallet.oauth;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** The issuer's published keys (JWKS) could not be read: 503 SERVICE_UNAVAILABLE, a retry may succeed. */
public final class OidcKeysUnavailable extends DomainException {

    OidcKeysUnavailable() {
        super(Kind.UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE,
                "The OAuth provider's signing keys cannot be read right now; retry shortly");
    }
}
