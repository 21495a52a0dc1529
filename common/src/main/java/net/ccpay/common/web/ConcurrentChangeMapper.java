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
 * A change that lost a race with another change of the same row (a stale version at commit, a
 * deadlock or lock timeout) is a 409 the client can retry, not a 500. The failure arrives wrapped
 * (by the transaction interceptor, by the JPA provider), so the whole cause chain is searched;
 * anything else goes to the last-resort mapper.
 */
@Provider
public class ConcurrentChangeMapper implements ExceptionMapper<RuntimeException> {

    private static final Logger LOG = Logger.getLogger(ConcurrentChangeMapper.class.getName());

    @Override
    public Response toResponse(RuntimeException e) {
        if (!isConcurrentChange(e)) {
            return new CatchAllExceptionMapper().toResponse(e);
        }
        LOG.info("Concurrent change refused [corr=" + RequestContext.correlationId() + "]: " + e.getClass().getSimpleName());
        return ApiExceptionMapper.envelope(ApiError.of(409, ErrorCode.CONFLICT,
                "The resource was changed by another request at the same moment; read it again and retry"));
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
