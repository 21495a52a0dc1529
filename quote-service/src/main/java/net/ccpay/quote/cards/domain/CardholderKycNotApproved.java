package net.ccpay.quote.cards.domain;

import net.ccpay.common.error.DomainException;

/** The cardholder's KYC is not APPROVED, so no card can be issued. */
public class CardholderKycNotApproved extends DomainException {
    public CardholderKycNotApproved(String customerId) {
        super(Kind.INVALID, "CARDHOLDER_KYC_NOT_APPROVED", "Customer " + customerId + " has not passed KYC; no card can be issued");
    }
}
