package net.ccpay.auth.tokens.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.List;
import java.util.Map;

/** A token may create tokens only with permissions it has itself: no token can mint a stronger one. */
public class PermissionNotHeld extends DomainException {
    public PermissionNotHeld(List<String> missing) {
        super(Kind.FORBIDDEN, ErrorCode.FORBIDDEN, "This API token cannot grant " + String.join(", ", missing)
                + ": a token grants only permissions it has", Map.of("missingPermissions", missing));
    }
}
