package net.ccpay.auth.wallet.oauth;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/**
 * Outside sandbox mode an OIDC token must be verified against its provider's published keys (JWKS)
 * before any rule of {@link OidcTokenRules} means anything; that is not built, so production mode answers
 * 501 for OAUTH credentials rather than accept the sandbox's unverified tokens.
 */
public final class OidcProviderSignaturesNotBuilt extends DomainException {

    public OidcProviderSignaturesNotBuilt() {
        super(Kind.NOT_IMPLEMENTED, ErrorCode.NOT_IMPLEMENTED,
                "Verifying OIDC provider signatures is not implemented yet; only the sandbox (unverified tokens) has OAUTH credentials");
    }
}
