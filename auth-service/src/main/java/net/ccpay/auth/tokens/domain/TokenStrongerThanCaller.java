package net.ccpay.auth.tokens.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.List;
import java.util.Map;

/** A token may delete only tokens whose every permission it has itself: no token removes a stronger one. */
public class TokenStrongerThanCaller extends DomainException {
    public TokenStrongerThanCaller(String tokenId, List<String> missing) {
        super(Kind.FORBIDDEN, ErrorCode.FORBIDDEN, "Token " + tokenId + " holds permissions this API token lacks ("
                + String.join(", ", missing) + "); only a token with all of them may delete it", Map.of("missingPermissions", missing));
    }
}
