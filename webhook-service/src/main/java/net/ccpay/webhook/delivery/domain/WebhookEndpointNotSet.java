package net.ccpay.webhook.delivery.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** A TEST webhook was asked for while no endpoint is configured. */
public class WebhookEndpointNotSet extends DomainException {
    public WebhookEndpointNotSet() {
        super(Kind.INVALID, ErrorCode.WEBHOOK_ENDPOINT_NOT_SET, "No webhook endpoint is configured; set webhookEndpoint with PATCH /config first");
    }
}
