package net.ccpay.webhook.delivery.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The TEST webhook was not acknowledged. Details name the URL, the webhook id and the status or the
 * transport error; the receiver's answer only when the target is public ({@code publicTarget}), so a
 * private host's answer never reaches the caller.
 */
public class WebhookDeliveryFailed extends DomainException {

    public WebhookDeliveryFailed(String url, String webhookId, AttemptResult r, boolean publicTarget) {
        super(Kind.INVALID, ErrorCode.WEBHOOK_DELIVERY_ERROR, "The webhook endpoint " + (r.status() != null
                ? "answered HTTP " + r.status() : "could not be reached (" + r.error() + ")"), details(url, webhookId, r, publicTarget));
    }

    private static Map<String, Object> details(String url, String webhookId, AttemptResult r, boolean publicTarget) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("url", url);
        details.put("webhookId", webhookId);
        if (r.status() != null) {
            details.put("response_status", r.status());
            if (publicTarget && r.responseBody() != null) {
                details.put("response_body", r.responseBody());
            }
        } else {
            details.put("error", r.error());
        }
        return details;
    }
}
