package net.ccpay.customer.verification.application;

import net.ccpay.customer.verification.domain.Verification;

/**
 * The data of VERIFICATION.* events: the contract's Verification JSON. The wire format belongs to
 * the api layer, which implements this.
 */
public interface VerificationEventData {
    String of(Verification verification);
}
