package net.ccpay.auth.wallet.delegated.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/** Only an ACTIVE key can be revoked: 400 INVALID_INPUT, as the contract's revoke has it. */
public final class DelegatedKeyNotActive extends DomainException {
    public DelegatedKeyNotActive(String id, DelegatedKey.Status status) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, "Delegated key " + id + " is " + status + "; only an ACTIVE key can be revoked",
                Map.of("status", status.name()));
    }
}
