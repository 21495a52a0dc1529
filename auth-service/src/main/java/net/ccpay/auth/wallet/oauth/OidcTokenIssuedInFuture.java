package net.ccpay.auth.wallet.oauth;

/** {@code iat} is more than the 5 seconds of skew after the request. */
public final class OidcTokenIssuedInFuture extends OidcTokenNotFresh {
    OidcTokenIssuedInFuture(String reason) {
        super(reason);
    }
}
