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
import net.ccpay.common.error.ApiError;
import net.ccpay.common.error.ErrorCode;

import net.ccpay.common.internal.Caller;
import net.ccpay.common.internal.InvalidInternalCredential;
import net.ccpay.common.ops.LogContext;
import net.ccpay.common.ops.TraceContext;

import java.time.Instant;
import java.util.logging.Logger;

/**
 * A service answers only requests the gateway (or another service) forwarded: they carry a
 * short-lived internal credential signed with a key derived from the internal secret, meant for
 * this service, naming the caller. The caller of the request is what the credential says and
 * nothing else. A service reached directly, or with a credential for another service, gets 401.
 * Also records the correlation id and logs one access line per request under it.
 */
@Provider
@PreMatching
@Priority(Priorities.AUTHENTICATION)
public class InternalAuthFilter implements ContainerRequestFilter, ContainerResponseFilter {

    private static final Logger LOG = Logger.getLogger(InternalAuthFilter.class.getName());
    private static final Logger ACCESS = Logger.getLogger("net.ccpay.access");
    private static final String START = "net.ccpay.start";

    @Inject
    PlatformSettings settings;

    @Override
    public void filter(ContainerRequestContext req) {
        req.setProperty(START, System.nanoTime());
        String corr = req.getHeaderString(InternalHeaders.CORRELATION_ID);
        if (corr == null || corr.isBlank() || corr.length() > 100) {
            corr = java.util.UUID.randomUUID().toString();
        }
        RequestContext.set(corr, null);
        LogContext.set(corr);
        TraceContext.propagated(req.getHeaderString(TraceContext.HEADER));
        try {
            Caller caller = settings.internalCredentials().verify(req.getHeaderString(InternalHeaders.INTERNAL_AUTH),
                    settings.serviceName(), Instant.now());
            RequestContext.set(corr, caller);
        } catch (InvalidInternalCredential e) {
            LOG.fine(() -> "Refused an internal credential [corr=" + RequestContext.correlationId() + "]: " + e.getMessage());
            req.abortWith(ApiExceptionMapper.envelope(ApiError.of(401, ErrorCode.UNAUTHORIZED,
                    "This service accepts only requests forwarded by the platform gateway")));
        }
    }

    @Override
    public void filter(ContainerRequestContext req, ContainerResponseContext res) {
        Object start = req.getProperty(START);
        long micros = start instanceof Long s ? (System.nanoTime() - s) / 1000 : -1;
        if (ACCESS.isLoggable(java.util.logging.Level.FINE)) {
            // "service <name>": the gateway logs its own line of the request on this logger as "gateway corr=..."
            ACCESS.fine("service " + settings.serviceName() + " corr=" + RequestContext.correlationId() + " " + req.getMethod() + " " + req.getUriInfo().getRequestUri().getRawPath()
                    + " -> " + res.getStatus() + " in " + micros + "us");
        }
        res.getHeaders().putSingle(InternalHeaders.CORRELATION_ID, RequestContext.correlationId());
        RequestContext.clear();
        LogContext.clear();
        TraceContext.clear();
    }
}
