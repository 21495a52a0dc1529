package net.ccpay.webhook.delivery.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.webhook.config.application.PlatformConfigService;
import net.ccpay.webhook.delivery.domain.AttemptResult;
import net.ccpay.webhook.delivery.domain.WebhookSender;
import net.ccpay.webhook.signing.application.SigningKeys;

import java.nio.charset.StandardCharsets;

/**
 * One delivery attempt, no transaction: re-check the endpoint (production re-resolves it: the DNS
 * answer may have changed since PATCH /config), sign exactly the stored body bytes, POST them.
 */
@ApplicationScoped
public class Attempts {

    @Inject
    PlatformConfigService config;

    @Inject
    SigningKeys keys;

    @Inject
    WebhookSender sender;

    @Inject
    DeliverySettings settings;

    public AttemptResult send(String url, String body) {
        return send(url, body, null);
    }

    public AttemptResult send(String url, String body, String traceparent) {
        var refused = config.endpointPolicy().checkBeforeDelivery(url);
        if (refused.isPresent()) {
            return AttemptResult.failed("endpoint refused: " + refused.get(), 0);
        }
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        return sender.post(url, bytes, keys.current().sign(bytes), settings.timeout(), traceparent);
    }
}
