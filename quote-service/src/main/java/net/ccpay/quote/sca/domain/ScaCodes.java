package net.ccpay.quote.sca.domain;

/**
 * Where the codes of this service's SCA challenges go outside sandbox mode: customer-service, which keeps the
 * customer's phone number, sends each by SMS.
 */
public interface ScaCodes {

    /** Sends {@code code} to the customer's phone; throws when it was not sent (no phone, no provider, the provider refused). */
    void send(String customerId, String code);
}
