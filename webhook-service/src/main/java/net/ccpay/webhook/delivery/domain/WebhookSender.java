package net.ccpay.webhook.delivery.domain;

import java.time.Duration;

/** POSTs a signed body to a receiver; never throws for a receiver's failure, it returns it. */
public interface WebhookSender {
    AttemptResult post(String url, byte[] body, String signature, Duration timeout);
}
