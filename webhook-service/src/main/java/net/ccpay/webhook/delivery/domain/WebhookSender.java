package net.ccpay.webhook.delivery.domain;

import java.time.Duration;

/** POSTs a signed body to a receiver; never throws for a receiver's failure, it returns it. */
public interface WebhookSender {
    /** {@code traceparent}: the W3C trace context to send with it (header {@code traceparent}), or null. */
    AttemptResult post(String url, byte[] body, String signature, Duration timeout, String traceparent);
}
