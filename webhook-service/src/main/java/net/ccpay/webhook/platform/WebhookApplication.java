package net.ccpay.webhook.platform;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;

/** JAX-RS root of webhook-service; the gateway forwards the public contract's paths here unchanged. */
@ApplicationPath("/")
public class WebhookApplication extends Application {
}
