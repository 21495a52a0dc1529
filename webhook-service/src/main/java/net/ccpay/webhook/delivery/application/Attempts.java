package net.ccpay.webhook.delivery.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.webhook.config.application.PlatformConfigService;
import net.ccpay.webhook.config.domain.EndpointPolicy;
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

    /**
     * The attempt's result keeps what the receiver answered only when its host resolved to public
     * addresses alone: a loopback or private receiver (allowed only with PLATFORM_WEBHOOK_ALLOW_LOOPBACK)
     * gives its status and timing, never its body, so the body is neither stored nor shown anywhere.
     */
    public AttemptResult send(String url, String body, String traceparent) {
        EndpointPolicy.Target target = config.endpointPolicy().judge(url);
        if (target.refused()) {
            return AttemptResult.failed("endpoint refused: " + target.problem(), 0);
        }
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        AttemptResult r = sender.post(url, bytes, keys.current().sign(bytes), settings.timeout(), traceparent);
        return target.publicTarget() ? r : r.withoutResponseBody();
    }
}
