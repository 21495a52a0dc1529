package net.ccpay.auth.wallet.oauth;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.List;

/**
 * Production mode without the accepted issuers or audiences (503 SERVICE_UNAVAILABLE naming the missing
 * environment variables): OAUTH credentials are refused rather than accepted unverified.
 */
public final class OidcNotConfigured extends DomainException {

    OidcNotConfigured(List<String> missing) {
        super(Kind.UNAVAILABLE, ErrorCode.SERVICE_UNAVAILABLE,
                "OAuth logins are not configured on this platform: set " + String.join(", ", missing));
    }
}
