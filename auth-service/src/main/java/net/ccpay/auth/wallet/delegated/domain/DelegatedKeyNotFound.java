package net.ccpay.auth.wallet.delegated.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** No delegated key has this id: 404 REFERENCE_NOT_FOUND. */
public final class DelegatedKeyNotFound extends DomainException {
    public DelegatedKeyNotFound(String id) {
        super(Kind.NOT_FOUND, ErrorCode.REFERENCE_NOT_FOUND, "Delegated key " + id + " not found");
    }
}
