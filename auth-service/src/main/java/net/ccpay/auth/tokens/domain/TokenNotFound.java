package net.ccpay.auth.tokens.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No live API token has this id. */
public class TokenNotFound extends DomainException {
    public TokenNotFound(String id) {
        super(Kind.NOT_FOUND, ErrorCode.TOKEN_NOT_FOUND, "API token " + id + " not found");
    }
}
