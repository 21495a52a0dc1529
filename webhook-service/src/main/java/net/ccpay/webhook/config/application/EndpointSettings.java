package net.ccpay.webhook.config.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.webhook.config.domain.EndpointPolicy;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Whether webhooks may target loopback and private addresses: {@code PLATFORM_WEBHOOK_ALLOW_LOOPBACK},
 * false unless the local launcher ({@code deploy/bin/platform}) or the test harness sets it, so that a
 * receiver on the developer's machine works. Production mode refuses to start with it.
 */
@ApplicationScoped
public class EndpointSettings {

    @Inject
    PlatformSettings settings;

    @Inject
    @ConfigProperty(name = "platform.webhook.allow-loopback", defaultValue = "false")
    boolean allowLoopback;

    /** Called at start: a failure fails the application's start. */
    public void verify() {
        if (allowLoopback && settings.isProduction()) {
            throw new IllegalStateException("Production mode refuses PLATFORM_WEBHOOK_ALLOW_LOOPBACK=true: webhooks must not "
                    + "reach loopback or private addresses");
        }
    }

    public boolean allowLoopback() {
        return allowLoopback && !settings.isProduction();
    }

    public EndpointPolicy policy() {
        return new EndpointPolicy(allowLoopback(), EndpointPolicy.DNS);
    }
}
