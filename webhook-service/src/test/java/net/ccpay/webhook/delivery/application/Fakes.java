package net.ccpay.webhook.delivery.application;

import net.ccpay.webhook.config.application.PlatformConfigService;
import net.ccpay.webhook.config.domain.EndpointPolicy;
import net.ccpay.webhook.delivery.domain.AttemptResult;
import net.ccpay.webhook.delivery.domain.Webhook;
import net.ccpay.webhook.delivery.domain.WebhookSender;
import net.ccpay.webhook.signing.application.SigningKeys;
import net.ccpay.webhook.signing.domain.SigningKey;
import net.ccpay.webhook.signing.domain.WebhookSigner;

import java.security.KeyPair;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Stand-ins for the CDI beans around one delivery attempt, so attempts run without a server or database. */
final class Fakes {

    private Fakes() {}

    /** Loopback and private targets allowed, as with PLATFORM_WEBHOOK_ALLOW_LOOPBACK=true. */
    static PlatformConfigService config(EndpointPolicy.Resolver resolver) {
        EndpointPolicy policy = new EndpointPolicy(true, resolver);
        return new PlatformConfigService() {
            @Override
            public EndpointPolicy endpointPolicy() {
                return policy;
            }

            @Override
            public Optional<String> webhookEndpoint() {
                return Optional.empty();
            }
        };
    }

    static SigningKeys keys() {
        KeyPair k = WebhookSigner.generate();
        SigningKey key = new SigningKey("key-1", k.getPrivate(), k.getPublic(), Instant.now());
        return new SigningKeys() {
            @Override
            public SigningKey current() {
                return key;
            }
        };
    }

    static DeliverySettings timeout(Duration timeout) {
        return new DeliverySettings() {
            @Override
            public Duration timeout() {
                return timeout;
            }
        };
    }

    static Attempts attempts(EndpointPolicy.Resolver resolver, WebhookSender sender, Duration timeout) {
        Attempts a = new Attempts();
        a.config = config(resolver);
        a.keys = keys();
        a.sender = sender;
        a.settings = timeout(timeout);
        return a;
    }

    /** Keeps what would be stored: the attempts recorded (what GET /ops/webhooks/{id} shows). */
    static final class Log extends DeliveryLog {
        final List<AttemptResult> recorded = new ArrayList<>();

        @Override
        public void storeTest(Webhook w) {
        }

        @Override
        public Optional<Instant> record(String webhookId, String type, String url, Instant startedAt, AttemptResult result) {
            recorded.add(result);
            return Optional.empty();
        }
    }
}
