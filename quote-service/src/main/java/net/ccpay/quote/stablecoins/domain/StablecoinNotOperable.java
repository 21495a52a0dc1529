package net.ccpay.quote.stablecoins.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** The stablecoin is not provisioned and enabled, so it cannot be minted or burned. */
public class StablecoinNotOperable extends DomainException {
    public StablecoinNotOperable(String id, Stablecoin.IssuanceStatus issuanceStatus, Stablecoin.GridOperationsStatus gridOperationsStatus) {
        super(Kind.CONFLICT, ErrorCode.CONFLICT, "Stablecoin " + id + " is " + issuanceStatus + " and " + gridOperationsStatus
                + "; only a PROVISIONED and ENABLED stablecoin is minted or burned");
    }
}
