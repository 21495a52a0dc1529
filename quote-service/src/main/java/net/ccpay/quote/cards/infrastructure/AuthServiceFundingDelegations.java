package net.ccpay.quote.cards.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.remote.RemoteFailures;
import net.ccpay.common.remote.RemoteServices;
import net.ccpay.quote.cards.domain.FundingDelegations;
import net.ccpay.quote.remote.RemoteServiceUnavailable;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.faulttolerance.Timeout;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;

/**
 * {@link FundingDelegations} through auth-service's internal API, with the guards of every remote call
 * ({@link RemoteServices}): outside any database transaction, a timeout, retries of a fast failure (the
 * read changes nothing), a circuit breaker; any failure to get an answer is a 503 (the authorization is
 * not decided on a guess).
 */
@ApplicationScoped
public class AuthServiceFundingDelegations implements FundingDelegations {

    @Inject
    Calls calls;

    @Override
    public boolean activeKeyFor(String cardId, String accountId) {
        try {
            return calls.active(cardId, accountId);
        } catch (RuntimeException e) {
            throw RemoteFailures.unavailable("Delegated key checks", e, RemoteServiceUnavailable.of("Delegated key checks"));
        }
    }

    /** The fault-tolerant call itself (a bean of its own, so its interceptors apply; its answer is a primitive, so no fallback handler). */
    @ApplicationScoped
    public static class Calls {
        private static final String SERVICE = "auth-service";

        @Inject
        RemoteServices remote;

        @Transactional(Transactional.TxType.NOT_SUPPORTED)
        @Timeout
        @Retry(abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
        @CircuitBreaker
        public boolean active(String cardId, String accountId) {
            try (Response r = remote.client(AuthServiceDelegatedKeysApi.class, SERVICE).active(cardId, accountId)) {
                return RemoteServices.objectOf(r, SERVICE).getBoolean("active");
            }
        }
    }
}
