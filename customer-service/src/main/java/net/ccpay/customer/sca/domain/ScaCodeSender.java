package net.ccpay.customer.sca.domain;

import java.util.List;

/** Where SCA codes leave the platform outside sandbox mode: a text message to the customer's phone. */
public interface ScaCodeSender {

    /** The settings still needed before a code can be sent (empty when codes can go). */
    List<String> missingSettings();

    /** Sends {@code code} to {@code phone}; {@link ScaCodeNotSent} when the provider does not take it. */
    void send(String phone, String code);
}
