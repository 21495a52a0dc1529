package net.ccpay.quote.external.domain;

/** The contract's BeneficiaryVerificationStatus: how the account holder's name compared with the beneficiary given. */
public enum BeneficiaryVerification {
    MATCHED, PARTIAL_MATCH, NOT_MATCHED, UNSUPPORTED, CHECKED_BY_RECEIVING_FI, PENDING;

    /** The receiving institution knows the name, so the answer may show it. */
    public boolean nameKnown() {
        return this == MATCHED || this == PARTIAL_MATCH;
    }
}
