package net.ccpay.common.web;

import jakarta.annotation.Priority;
import jakarta.inject.Inject;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.ext.Provider;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.ops.TraceContext;

/**
 * A service answers only requests the gateway (or another service) forwarded: they carry a
 * short-lived internal credential signed with a key derived from the internal secret, meant for
 * this service, naming the caller. The caller of the request is what the credential says and
 * nothing else. A service reached directly, or with a credential for another service, gets 401.
 * Also records the correlation id and logs one access line per request under it ({@link InternalRequests}).
 */
@Provider
@PreMatching
@Priority(Priorities.AUTHENTICATION)
public class InternalAuthFilter implements ContainerRequestFilter, ContainerResponseFilter {

    private static final String START = "net.ccpay.start";

    @Inject
    PlatformSettings settings;

    @Override
    public void filter(ContainerRequestContext req) {
        req.setProperty(START, System.nanoTime());
        InternalRequests.begin(req.getHeaderString(InternalHeaders.CORRELATION_ID), req.getHeaderString(TraceContext.HEADER));
        InternalRequests.authenticate(settings, req.getHeaderString(InternalHeaders.INTERNAL_AUTH))
                .ifPresent(refused -> req.abortWith(ApiExceptionMapper.envelope(refused)));
    }

    @Override
    public void filter(ContainerRequestContext req, ContainerResponseContext res) {
        Object start = req.getProperty(START);
        res.getHeaders().putSingle(InternalHeaders.CORRELATION_ID, RequestContext.correlationId());
        InternalRequests.end(settings, req.getMethod(), req.getUriInfo().getRequestUri().getRawPath(), res.getStatus(),
                start instanceof Long s ? s : System.nanoTime());
    }
}
