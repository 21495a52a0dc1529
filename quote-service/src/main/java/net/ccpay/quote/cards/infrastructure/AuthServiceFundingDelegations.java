package net.ccpay.quote.cards.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import net.ccpay.quote.cards.domain.FundingDelegations;
import net.ccpay.quote.remote.RemoteFailures;
import net.ccpay.quote.remote.RemoteServices;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.faulttolerance.Timeout;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;

/**
 * {@link FundingDelegations} through auth-service's internal API. Outside any database transaction; a
 * 3 s timeout, two retries of a fast failure (the read changes nothing), a circuit breaker; any failure
 * to get an answer is a 503 (the authorization is not decided on a guess).
 */
@ApplicationScoped
public class AuthServiceFundingDelegations implements FundingDelegations {

    @Inject
    RemoteServices remote;

    private volatile AuthServiceDelegatedKeysApi api;

    @Inject
    Calls calls;

    @Override
    public boolean activeKeyFor(String cardId, String accountId) {
        try {
            return calls.active(api(), cardId, accountId);
        } catch (RuntimeException e) {
            throw RemoteFailures.unavailable("Delegated key checks", e);
        }
    }

    private AuthServiceDelegatedKeysApi api() {
        AuthServiceDelegatedKeysApi a = api;
        if (a == null) {
            a = remote.client(AuthServiceDelegatedKeysApi.class, "auth-service");
            api = a;
        }
        return a;
    }

    /** The fault-tolerant call itself (a bean of its own, so its interceptors apply). */
    @ApplicationScoped
    public static class Calls {
        @Transactional(Transactional.TxType.NOT_SUPPORTED)
        @Timeout(3000)
        @Retry(maxRetries = 2, delay = 200, jitter = 100, abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
        @CircuitBreaker(requestVolumeThreshold = 10, failureRatio = 0.5, delay = 10_000, successThreshold = 1)
        public boolean active(AuthServiceDelegatedKeysApi api, String cardId, String accountId) {
            try (Response r = api.active(cardId, accountId)) {
                return RemoteServices.objectOf(r, "auth-service").getBoolean("active");
            }
        }
    }
}
