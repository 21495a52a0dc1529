package net.ccpay.webhook.delivery.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.webhook.config.application.PlatformConfigService;
import net.ccpay.webhook.config.domain.EndpointPolicy;
import net.ccpay.webhook.delivery.domain.AttemptResult;
import net.ccpay.webhook.delivery.domain.TestWebhookResult;
import net.ccpay.webhook.delivery.domain.Webhook;
import net.ccpay.webhook.delivery.domain.WebhookDeliveryFailed;
import net.ccpay.webhook.delivery.domain.WebhookEndpointNotSet;
import net.ccpay.webhook.delivery.domain.WebhookTypes;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;

/**
 * The TEST webhook: {"test": true, "timestamp", "id", "type": "TEST"} at top level, no data (brief),
 * stored and signed like any other, sent once and synchronously, never retried. A {@code url} given by
 * the caller passes the same address policy as the configured endpoint, so the test cannot be used to
 * reach hosts the endpoint could not be set to; what the receiver answered is shown only for public targets.
 * An endpoint that cannot be reached, for whatever reason, gets one and the same answer
 * ({@link WebhookDeliveryFailed#UNREACHABLE}): the test is no port or host scanner.
 */
@ApplicationScoped
public class TestWebhooks {

    private static final java.util.logging.Logger LOG = java.util.logging.Logger.getLogger(TestWebhooks.class.getName());

    @Inject
    PlatformConfigService config;

    @Inject
    Attempts attempts;

    @Inject
    DeliveryLog log;

    /**
     * The TEST webhook sent once when the endpoint is set to a new URL (after the change committed, off
     * the request's thread): stored, signed, attempted once and recorded like the one asked for; its
     * outcome is seen in the operator views, never thrown.
     */
    public void verifyEndpoint(String url) {
        String id = Ids.newId("Webhook");
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        String body = testBody(id, now);
        log.storeTest(new Webhook(id, id, WebhookTypes.TEST, body, now));
        AttemptResult r = attempts.send(url, body);
        log.record(id, WebhookTypes.TEST, url, now, r);
        LOG.info(() -> "TEST webhook " + id + " for the new endpoint: " + r.verdict() + (r.status() == null ? "" : " (HTTP " + r.status() + ")"));
    }

    private static String testBody(String id, Instant now) {
        return JsonP.createObjectBuilder()
                .add("test", true)
                .add("timestamp", now.toString())
                .add("id", id)
                .add("type", WebhookTypes.TEST)
                .build().toString();
    }

    /** @param overrideUrl the sandbox operation's optional {@code url}; null to use the configured endpoint */
    public TestWebhookResult send(String overrideUrl) {
        EndpointPolicy policy = config.endpointPolicy();
        String url;
        if (overrideUrl != null) {
            EndpointPolicy.Target target = policy.judge(overrideUrl);
            // a host that does not resolve is not a policy refusal: it is sent (and refused by the attempt's own
            // check) so that it gets the one answer of every endpoint that cannot be reached
            if (target.refused() && !target.unresolved()) {
                throw new InvalidFields(List.of(new FieldError("url", FieldError.Constraint.format("uri"), target.problem())));
            }
            url = overrideUrl;
        } else {
            url = config.webhookEndpoint().orElseThrow(WebhookEndpointNotSet::new);
        }
        String id = Ids.newId("Webhook");
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        String body = testBody(id, now);
        log.storeTest(new Webhook(id, id, WebhookTypes.TEST, body, now));
        AttemptResult r = attempts.send(url, body, net.ccpay.common.ops.TraceContext.current());
        log.record(id, WebhookTypes.TEST, url, now, r);
        boolean publicTarget = r.status() != null && policy.isPublicTarget(url);
        if (r.verdict() != AttemptResult.Verdict.ACKNOWLEDGED) {
            throw new WebhookDeliveryFailed(url, id, r, publicTarget);
        }
        return new TestWebhookResult(url, r.status(), publicTarget ? Optional.ofNullable(r.responseBody()) : Optional.empty());
    }
}
