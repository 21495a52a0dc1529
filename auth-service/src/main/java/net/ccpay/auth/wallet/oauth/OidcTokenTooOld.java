package net.ccpay.auth.wallet.oauth;

/** {@code iat} is more than 60 seconds (plus the 5 seconds of skew) before the request. */
public final class OidcTokenTooOld extends OidcTokenNotFresh {
    OidcTokenTooOld(String reason) {
        super(reason);
    }
}
