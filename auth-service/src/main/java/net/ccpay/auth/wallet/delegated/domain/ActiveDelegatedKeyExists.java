package net.ccpay.auth.wallet.delegated.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/** The card funding source already has an ACTIVE delegated key: 409 CONFLICT (revoke it first). */
public final class ActiveDelegatedKeyExists extends DomainException {
    public ActiveDelegatedKeyExists(String fundingSourceId, String activeKeyId) {
        super(Kind.CONFLICT, ErrorCode.CONFLICT, "Card funding source " + fundingSourceId + " already has an ACTIVE delegated key"
                + (activeKeyId == null ? "" : " (" + activeKeyId + ")") + "; revoke it before creating another",
                activeKeyId == null ? Map.of("fundingSourceId", fundingSourceId) : Map.of("fundingSourceId", fundingSourceId, "delegatedKeyId", activeKeyId));
    }
}
