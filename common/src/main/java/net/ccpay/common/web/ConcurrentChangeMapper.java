package net.ccpay.common.web;

import jakarta.persistence.LockTimeoutException;
import jakarta.persistence.OptimisticLockException;
import jakarta.persistence.PessimisticLockException;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;
import net.ccpay.common.error.ApiError;
import net.ccpay.common.error.ErrorCode;

import java.sql.SQLTransactionRollbackException;
import java.util.logging.Logger;

/**
 * Failures a client can simply retry, rather than 500s. A change that lost a race with another change of
 * the same row (a stale version at commit, a deadlock or lock timeout) is a 409; a database that cannot be
 * reached right now (a connection refused or broken: SQL state class 08) is a 503 with Retry-After (if the
 * connection broke during the commit the change may have happened: the answer says to retry, with the same
 * Idempotency-Key where there is one). The failure arrives wrapped (by the transaction interceptor, by the JPA provider), so
 * the whole cause chain is searched; anything else goes to the last-resort mapper.
 */
@Provider
public class ConcurrentChangeMapper implements ExceptionMapper<RuntimeException> {

    private static final Logger LOG = Logger.getLogger(ConcurrentChangeMapper.class.getName());

    @Override
    public Response toResponse(RuntimeException e) {
        if (isDatabaseUnreachable(e)) {
            LOG.warning("Database unreachable [corr=" + RequestContext.correlationId() + "]: " + e.getClass().getSimpleName());
            return Response.fromResponse(ApiExceptionMapper.envelope(ApiError.of(503, ErrorCode.SERVICE_UNAVAILABLE,
                    "The service cannot reach its database right now, so the request may not have been carried out; "
                            + "retry shortly (with the same Idempotency-Key where the operation takes one)"))).header("Retry-After", "2").build();
        }
        if (!isConcurrentChange(e)) {
            return new CatchAllExceptionMapper().toResponse(e);
        }
        LOG.info("Concurrent change refused [corr=" + RequestContext.correlationId() + "]: " + e.getClass().getSimpleName());
        return ApiExceptionMapper.envelope(ApiError.of(409, ErrorCode.CONFLICT,
                "The resource was changed by another request at the same moment; read it again and retry"));
    }

    static boolean isDatabaseUnreachable(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof java.sql.SQLTransientConnectionException || t instanceof java.sql.SQLNonTransientConnectionException
                    || t instanceof java.sql.SQLException s && s.getSQLState() != null && s.getSQLState().startsWith("08")) {
                return true;
            }
        }
        return false;
    }

    static boolean isConcurrentChange(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof OptimisticLockException || t instanceof PessimisticLockException || t instanceof LockTimeoutException
                    || t instanceof SQLTransactionRollbackException
                    // EclipseLink's own exception, named rather than imported: common does not compile against the provider
                    || "org.eclipse.persistence.exceptions.OptimisticLockException".equals(t.getClass().getName())) {
                return true;
            }
        }
        return false;
    }
}
