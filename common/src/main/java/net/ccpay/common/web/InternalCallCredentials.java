package net.ccpay.common.web;

import jakarta.ws.rs.client.ClientRequestContext;
import jakarta.ws.rs.client.ClientRequestFilter;
import net.ccpay.common.config.PlatformSettings;

/**
 * The one place that says how a service proves, on a call to another service's internal endpoint,
 * that it is part of the platform ({@link InternalAuthFilter} checks it on the other side), and passes
 * on the request's correlation id. Registered on every service-to-service REST client; when the
 * static internal secret gives way to a signed short-lived credential, only this class changes.
 */
public final class InternalCallCredentials implements ClientRequestFilter {

    private final PlatformSettings settings;

    public InternalCallCredentials(PlatformSettings settings) {
        this.settings = settings;
    }

    @Override
    public void filter(ClientRequestContext request) {
        request.getHeaders().putSingle(InternalHeaders.INTERNAL_AUTH, settings.internalSecretForOutgoingCalls());
        request.getHeaders().putSingle(InternalHeaders.CORRELATION_ID, RequestContext.correlationId());
    }
}
