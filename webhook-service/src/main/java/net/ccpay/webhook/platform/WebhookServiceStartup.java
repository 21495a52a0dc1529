package net.ccpay.webhook.platform;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import net.ccpay.common.config.ServiceBootstrap;
import net.ccpay.webhook.config.application.EndpointSettings;
import net.ccpay.webhook.config.application.PlatformConfigService;
import net.ccpay.webhook.delivery.application.DeliveryScheduler;
import net.ccpay.webhook.signing.application.SigningKeys;
import net.ccpay.webhook.signing.domain.SigningKey;

/**
 * Once the schema is current: seed the default config, make sure a signing key exists (generated on
 * the very first start only), print its public key once, and start delivering. A failure fails the
 * application's start.
 */
@ApplicationScoped
public class WebhookServiceStartup {

    @Inject
    PlatformConfigService config;

    @Inject
    EndpointSettings endpoints;

    @Inject
    SigningKeys keys;

    @Inject
    DeliveryScheduler scheduler;

    void onStarted(@Observes ServiceBootstrap.Started started) {
        endpoints.verify();
        config.seed();
        SigningKey k = keys.ensure();
        // Printed on the console (not only the log) so whoever starts the platform sees what receivers verify with.
        System.out.println("Webhook signing public key " + k.id() + " (also at GET /webhooks/public-key):\n" + k.publicKeyPem());
        scheduler.start();
    }
}
