package net.ccpay.quote.platform;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;

/** JAX-RS root of quote-service; the gateway forwards the public contract's paths here unchanged. */
@ApplicationPath("/")
public class QuoteApplication extends Application {
}
