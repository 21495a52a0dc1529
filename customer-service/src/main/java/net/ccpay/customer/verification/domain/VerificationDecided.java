package net.ccpay.customer.verification.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.customers.KycStatus;

/** The customer's verification was decided (APPROVED or REJECTED); a decision is final. */
public class VerificationDecided extends DomainException {
    public VerificationDecided(String customerId, KycStatus status, boolean individual) {
        super(Kind.INVALID, ErrorCode.INVALID_INPUT, "Customer " + customerId + " is already " + status + " (" + (individual ? "kycStatus" : "kybStatus")
                + "); a verification decision is final and cannot be resubmitted");
    }
}
