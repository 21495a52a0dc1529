package net.ccpay.common.events;

import java.util.List;

/**
 * Names on the broker. Producers publish to one multicast address; each consuming service has
 * its own durable queue on it (created by the broker configuration, so events published before a
 * consumer first connects are kept). Consumers read the queue by its fully qualified name.
 */
public final class EventTopology {
    private EventTopology() {}

    public static final String ADDRESS = "platform.events";
    /** Services that consume events; each gets a durable queue named after it. */
    public static final List<String> SUBSCRIBERS = List.of("webhook-service", "quote-service", "auth-service");

    public static String queueFor(String service) {
        return ADDRESS + "::" + service;
    }
}
