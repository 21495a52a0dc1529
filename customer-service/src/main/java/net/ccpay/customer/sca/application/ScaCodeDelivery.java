package net.ccpay.customer.sca.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.db.AfterCommit;
import net.ccpay.customer.sca.domain.ScaCodeSender;
import net.ccpay.customer.sca.domain.ScaPhoneMissing;
import net.ccpay.customer.sca.domain.ScaSmsNotConfigured;

import java.util.List;

/**
 * SCA codes on their way to the customer's phone outside sandbox mode (in sandbox mode the code is the contract's
 * 123456 and nothing is sent). This service's own challenges (an SCA login) check first that the code can go
 * ({@link #requireDeliverable}: the provider is configured and the customer has a phone number), then send it once
 * their transaction commits ({@link #sendAfterCommit}); a code the provider refuses then is logged, without the code,
 * and the customer asks for a new one. quote-service's challenges (a quote's authorization, a trusted beneficiary)
 * are sent through {@link #sendNow}, which it calls after its own commit.
 */
@ApplicationScoped
public class ScaCodeDelivery {

    @Inject
    ScaCustomers customers;

    @Inject
    ScaCodeSender sender;

    @Inject
    AfterCommit afterCommit;

    /** The phone the customer's codes go to; {@link ScaSmsNotConfigured} or {@link ScaPhoneMissing} when none can go. */
    public String requireDeliverable(String customerId) {
        List<String> missing = sender.missingSettings();
        if (!missing.isEmpty()) {
            throw new ScaSmsNotConfigured(missing);
        }
        return customers.phone(customerId).orElseThrow(() -> new ScaPhoneMissing(customerId));
    }

    /** Sends {@code code} to the customer's phone once the current transaction commits (checked beforehand). */
    public void sendAfterCommit(String customerId, String code) {
        String phone = requireDeliverable(customerId);
        afterCommit.submit("Sending an SCA code to customer " + customerId, () -> sender.send(phone, code));
    }

    /** Sends {@code code} to the customer's phone now; the domain's 503 or 409 when it cannot go. */
    public void sendNow(String customerId, String code) {
        sender.send(requireDeliverable(customerId), code);
    }
}
