package net.ccpay.gateway;

import jakarta.json.spi.JsonProvider;

/**
 * The gateway's one JSON-P provider, looked up once: each {@code Json.createXxx()} call would look it
 * up again through ServiceLoader, walking Liberty's class loaders. (The services use common's
 * {@code JsonP}; the gateway does not depend on common.)
 */
public final class GatewayJson {

    public static final JsonProvider PROVIDER = JsonProvider.provider();

    private GatewayJson() {
    }
}
