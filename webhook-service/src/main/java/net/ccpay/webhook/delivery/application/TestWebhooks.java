package net.ccpay.webhook.delivery.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.webhook.config.application.PlatformConfigService;
import net.ccpay.webhook.delivery.domain.AttemptResult;
import net.ccpay.webhook.delivery.domain.Webhook;
import net.ccpay.webhook.delivery.domain.WebhookTypes;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The TEST webhook: {"test": true, "timestamp", "id", "type": "TEST"} at top level, no data (brief),
 * stored and signed like any other, sent once and synchronously, never retried. The answer is the
 * contract's TestWebhookResponse; a failing endpoint is a 400 WEBHOOK_DELIVERY_ERROR carrying the same facts.
 */
@ApplicationScoped
public class TestWebhooks {

    @Inject
    PlatformConfigService config;

    @Inject
    Attempts attempts;

    @Inject
    DeliveryLog log;

    /** @param overrideUrl the sandbox operation's optional {@code url}; null to use the configured endpoint */
    public JsonObject send(String overrideUrl) {
        String url;
        if (overrideUrl != null) {
            config.endpointPolicy().check(overrideUrl).ifPresent(problem -> {
                throw ApiException.invalidFields(List.of(new FieldError("url", FieldError.Constraint.format("uri"), problem)));
            });
            url = overrideUrl;
        } else {
            url = config.webhookEndpoint().orElseThrow(() -> new ApiException(400, ErrorCode.WEBHOOK_ENDPOINT_NOT_SET,
                    "No webhook endpoint is configured; set webhookEndpoint with PATCH /config first"));
        }
        String id = Ids.newId("Webhook");
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        String body = JsonP.createObjectBuilder()
                .add("test", true)
                .add("timestamp", now.toString())
                .add("id", id)
                .add("type", WebhookTypes.TEST)
                .build().toString();
        log.storeTest(new Webhook(id, id, WebhookTypes.TEST, body, now));
        AttemptResult r = attempts.send(url, body);
        log.record(id, WebhookTypes.TEST, url, now, r);
        if (r.verdict() != AttemptResult.Verdict.ACKNOWLEDGED) {
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("url", url);
            details.put("webhookId", id);
            if (r.status() != null) {
                details.put("response_status", r.status());
                details.put("response_body", r.responseBody());
            } else {
                details.put("error", r.error());
            }
            String why = r.status() != null ? "answered HTTP " + r.status() : "could not be reached (" + r.error() + ")";
            throw new ApiException(400, ErrorCode.WEBHOOK_DELIVERY_ERROR, "The webhook endpoint " + why, details);
        }
        JsonObjectBuilder out = JsonP.createObjectBuilder().add("url", url).add("response_status", r.status());
        if (r.responseBody() != null) {
            out.add("response_body", r.responseBody());
        }
        return out.build();
    }
}
