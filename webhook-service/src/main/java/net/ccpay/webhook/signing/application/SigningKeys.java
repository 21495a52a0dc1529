package net.ccpay.webhook.signing.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.ids.Ids;
import net.ccpay.webhook.signing.domain.PublishedKey;
import net.ccpay.webhook.signing.domain.SigningKey;
import net.ccpay.webhook.signing.domain.SigningKeyRepository;
import net.ccpay.webhook.signing.domain.WebhookSigner;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.security.KeyPair;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * The active signing key. Generated on first start only (never silently regenerated: a key that
 * exists is always reused); replaced only by {@link #rotate}, an explicit operator action. Cached for
 * a few seconds, so after a rotation on one instance the others switch within {@link #CACHE_MILLIS}.
 * A retired key stays published for {@code PLATFORM_WEBHOOK_KEY_GRACE_HOURS} (default 24) so that
 * receivers still verify webhooks signed just before the rotation while they load the new key.
 */
@ApplicationScoped
public class SigningKeys {

    private static final Logger LOG = Logger.getLogger(SigningKeys.class.getName());
    static final long CACHE_MILLIS = 10_000;

    @Inject
    SigningKeyRepository keys;

    @Inject
    @ConfigProperty(name = "platform.webhook.key-grace-hours", defaultValue = "24")
    long graceHours;

    private volatile SigningKey cached;
    private volatile long cachedAt;

    /** At start: seals keys still stored in clear, then the active key, generated if there is none yet. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public SigningKey ensure() {
        int sealed = keys.sealClearRows();
        if (sealed > 0) {
            LOG.info("Encrypted " + sealed + " webhook signing key(s) stored in clear by an earlier version");
        }
        SigningKey k = keys.active().orElse(null);
        if (k == null) {
            SigningKey fresh = newKey();
            if (keys.insertActiveIfNone(fresh)) {
                LOG.info("Generated the webhook signing key " + fresh.id() + " (first start)");
            }
            k = keys.active().orElseThrow(() -> new IllegalStateException("No active signing key after generating one"));
        }
        remember(k);
        return k;
    }

    /** The key that signs webhooks now. */
    public SigningKey current() {
        SigningKey k = cached;
        if (k != null && System.currentTimeMillis() - cachedAt < CACHE_MILLIS) {
            return k;
        }
        return load();
    }

    private SigningKey load() {
        SigningKey k = keys.active().orElseThrow(() -> new IllegalStateException("No active webhook signing key"));
        remember(k);
        return k;
    }

    /** The active key first, then the keys retired within the grace period, most recent first. */
    @Transactional
    public List<PublishedKey> published() {
        SigningKey active = current();
        List<PublishedKey> out = new ArrayList<>();
        out.add(new PublishedKey(active.id(), active.publicKey(), active.createdAt(), Optional.empty()));
        for (PublishedKey k : keys.retiredSince(Instant.now().minus(grace()))) {
            if (!k.id().equals(active.id())) {
                out.add(k);
            }
        }
        return out;
    }

    public Duration grace() {
        return Duration.ofHours(Math.max(0, graceHours));
    }

    /** Retires the active key and makes a new one active; webhooks are signed with it from now on. */
    @Transactional
    public SigningKey rotate() {
        SigningKey fresh = newKey();
        keys.replaceActive(fresh, Instant.now().truncatedTo(ChronoUnit.MICROS));
        remember(fresh);
        LOG.warning("Webhook signing key rotated by an operator: " + fresh.id() + " is now active; the previous one stays "
                + "published for " + grace().toHours() + " h");
        return fresh;
    }

    private void remember(SigningKey k) {
        cached = k;
        cachedAt = System.currentTimeMillis();
    }

    private static SigningKey newKey() {
        KeyPair pair = WebhookSigner.generate();
        return new SigningKey(Ids.newId("SigningKey"), pair.getPrivate(), pair.getPublic(), Instant.now().truncatedTo(ChronoUnit.MICROS));
    }
}
