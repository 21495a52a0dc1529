package net.ccpay.webhook.delivery.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The TEST webhook was not acknowledged. An endpoint that answered: the message and details name its
 * HTTP status, and its answer only when the target is public ({@code publicTarget}), so a private host's
 * answer never reaches the caller. An endpoint that did not answer (connection refused, timeout, not
 * HTTP, TLS failure, a host that does not resolve, any transport error): one and the same answer
 * whatever the reason, {@link #UNREACHABLE} with only the URL and the webhook id, so the test cannot be
 * used to tell closed, filtered and non-HTTP ports apart. The reason stays in the recorded attempt
 * ({@code GET /ops/webhooks/{id}}).
 */
public class WebhookDeliveryFailed extends DomainException {

    public static final String UNREACHABLE = "The webhook endpoint could not be reached";

    public WebhookDeliveryFailed(String url, String webhookId, AttemptResult r, boolean publicTarget) {
        super(Kind.INVALID, ErrorCode.WEBHOOK_DELIVERY_ERROR, r.status() != null
                ? "The webhook endpoint answered HTTP " + r.status() : UNREACHABLE, details(url, webhookId, r, publicTarget));
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
        }
        return details;
    }
}
