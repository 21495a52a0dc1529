package net.ccpay.customer.verification.api;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.customer.verification.application.VerificationEventData;
import net.ccpay.customer.verification.domain.Verification;

/** VERIFICATION.* event data in the same shape as the API's responses. */
@ApplicationScoped
public class VerificationEventJson implements VerificationEventData {
    @Override
    public String of(Verification verification) {
        return VerificationMapper.toJson(verification).toString();
    }
}
