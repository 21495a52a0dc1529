package net.ccpay.common.web;

import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.error.ApiError;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.internal.InvalidInternalCredential;
import net.ccpay.common.ops.LogContext;
import net.ccpay.common.ops.TraceContext;

import java.time.Instant;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * What every request a service answers goes through first and last ({@link InternalAuthFilter}). First: the
 * correlation id (the one the gateway gave, else a new one), the trace context, and the internal credential,
 * which must be meant for this service; the caller is what it says and nothing else. Last: one access line, and
 * the request's context cleared from the thread.
 */
public final class InternalRequests {

    /** The refusals keep the logger they always had, so that logging settings for it still apply. */
    private static final Logger LOG = Logger.getLogger(InternalAuthFilter.class.getName());
    private static final Logger ACCESS = Logger.getLogger("net.ccpay.access");

    private InternalRequests() {}

    /** Starts the request's context on this thread; returns its correlation id. */
    public static String begin(String correlationHeader, String traceparent) {
        String corr = correlationHeader;
        if (corr == null || corr.isBlank() || corr.length() > 100) {
            corr = java.util.UUID.randomUUID().toString();
        }
        RequestContext.set(corr, null);
        LogContext.set(corr);
        TraceContext.propagated(traceparent);
        return corr;
    }

    /**
     * Verifies the internal credential and records its caller for the request; the 401 envelope to answer
     * when it is missing, forged, expired or meant for another service.
     */
    public static Optional<ApiError> authenticate(PlatformSettings settings, String credential) {
        String corr = RequestContext.correlationId();
        try {
            Caller caller = settings.internalCredentials().verify(credential, settings.serviceName(), Instant.now());
            RequestContext.set(corr, caller);
            return Optional.empty();
        } catch (InvalidInternalCredential e) {
            LOG.fine(() -> "Refused an internal credential [corr=" + corr + "]: " + e.getMessage());
            return Optional.of(ApiError.of(401, ErrorCode.UNAUTHORIZED, "This service accepts only requests forwarded by the platform gateway"));
        }
    }

    /** Logs the request's access line (at FINE) and clears its context from the thread. */
    public static void end(PlatformSettings settings, String method, String rawPath, int status, long startNanos) {
        if (ACCESS.isLoggable(Level.FINE)) {
            // "service <name>": the gateway logs its own line of the request on this logger as "gateway corr=..."
            ACCESS.fine("service " + settings.serviceName() + " corr=" + RequestContext.correlationId() + " " + method + " " + rawPath
                    + " -> " + status + " in " + (System.nanoTime() - startNanos) / 1000 + "us");
        }
        RequestContext.clear();
        LogContext.clear();
        TraceContext.clear();
    }
}
