package net.ccpay.auth.wallet.oauth;

/** {@code exp} is not later than the request time. */
public final class OidcTokenExpired extends OidcTokenNotFresh {
    OidcTokenExpired(String reason) {
        super(reason);
    }
}
