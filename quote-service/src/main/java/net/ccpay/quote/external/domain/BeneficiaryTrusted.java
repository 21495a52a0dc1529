package net.ccpay.quote.external.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/** The external account is a trusted beneficiary, so it is not deleted: untrust it first (409 BENEFICIARY_TRUSTED). */
public class BeneficiaryTrusted extends DomainException {
    public BeneficiaryTrusted(String externalAccountId) {
        super(Kind.CONFLICT, ErrorCode.BENEFICIARY_TRUSTED, "External account " + externalAccountId + " is a trusted beneficiary and cannot be"
                + " deleted: untrust it first (POST /customers/external-accounts/" + externalAccountId + "/untrust, then /untrust/confirm)",
                Map.of("externalAccountId", externalAccountId));
    }
}
