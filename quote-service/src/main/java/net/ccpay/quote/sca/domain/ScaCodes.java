package net.ccpay.quote.sca.domain;

/**
 * Where the codes of this service's SCA challenges go outside sandbox mode: customer-service, which keeps the
 * customer's phone number, sends each by SMS.
 */
public interface ScaCodes {

    /**
     * Returns when a code could be sent to the customer's phone now; throws {@link ScaPhoneMissing} when the customer
     * has no phone number, and a 503 when that cannot be told or SMS cannot go. Sends nothing.
     */
    void requireDeliverable(String customerId);

    /** Sends {@code code} to the customer's phone; throws when it was not sent (no phone, no provider, the provider refused). */
    void send(String customerId, String code);
}
