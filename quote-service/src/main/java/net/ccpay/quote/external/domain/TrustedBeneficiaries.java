package net.ccpay.quote.external.domain;

/**
 * Which external accounts their customer trusts as beneficiaries (the port; the SCA context keeps the trusts and
 * implements it, so this context does not depend on it). A trusted account is not deleted: it is untrusted first.
 */
public interface TrustedBeneficiaries {

    /** Whether the account is a trusted beneficiary now. */
    boolean trusted(String externalAccountId);
}
