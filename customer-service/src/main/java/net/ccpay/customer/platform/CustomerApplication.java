package net.ccpay.customer.platform;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;

/** JAX-RS root of customer-service; the gateway forwards the public contract's paths here unchanged. */
@ApplicationPath("/")
public class CustomerApplication extends Application {
}
