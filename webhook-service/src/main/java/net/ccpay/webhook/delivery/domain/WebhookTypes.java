package net.ccpay.webhook.delivery.domain;

import net.ccpay.common.events.EventType;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which platform events become webhooks: the webhook types of the public contract (inventory 2.13).
 * Other events on the bus (PLATFORM_CONFIG.UPDATED, internal bookkeeping) are consumed and ignored.
 */
public final class WebhookTypes {

    private WebhookTypes() {}

    public static final String TEST = "TEST";

    /** The incoming-payment approval hook: answered synchronously, never retried (docs). */
    public static final String INCOMING_PAYMENT_PENDING = "INCOMING_PAYMENT.PENDING";

    private static final Set<String> DELIVERED = Arrays.stream(EventType.values())
            .filter(EventType::becomesWebhook).map(EventType::wire).collect(Collectors.toUnmodifiableSet());

    public static boolean becomesWebhook(String eventType) {
        return DELIVERED.contains(eventType);
    }

    /** TEST and the approval hook get one attempt only. */
    public static boolean retried(String type) {
        return !TEST.equals(type) && !INCOMING_PAYMENT_PENDING.equals(type);
    }

    public static Set<String> all() {
        return DELIVERED;
    }
}
