package net.ccpay.common.web;

import jakarta.ws.rs.client.ClientRequestContext;
import jakarta.ws.rs.client.ClientRequestFilter;
import net.ccpay.common.config.PlatformSettings;

/**
 * The one place that says how a service proves, on a call to another service's internal endpoint,
 * that it is part of the platform ({@link InternalAuthFilter} checks it on the other side), and passes
 * on the request's correlation id: a fresh short-lived credential per call, naming this service and
 * addressed to the called one. Registered on every service-to-service REST client.
 */
public final class InternalCallCredentials implements ClientRequestFilter {

    private final PlatformSettings settings;
    private final String audience;

    /** @param audience the called service's name, as its credential check expects it */
    public InternalCallCredentials(PlatformSettings settings, String audience) {
        this.settings = settings;
        this.audience = audience;
    }

    @Override
    public void filter(ClientRequestContext request) {
        request.getHeaders().putSingle(InternalHeaders.INTERNAL_AUTH, settings.credentialForCallTo(audience));
        request.getHeaders().putSingle(InternalHeaders.CORRELATION_ID, RequestContext.correlationId());
    }
}
