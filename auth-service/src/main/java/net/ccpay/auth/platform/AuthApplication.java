package net.ccpay.auth.platform;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;

/** JAX-RS root of auth-service; the gateway forwards the public contract's paths here unchanged. */
@ApplicationPath("/")
public class AuthApplication extends Application {
}
