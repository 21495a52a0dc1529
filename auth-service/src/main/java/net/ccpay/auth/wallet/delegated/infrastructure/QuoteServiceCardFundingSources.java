package net.ccpay.auth.wallet.delegated.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import net.ccpay.auth.wallet.delegated.domain.CardFundingSources;
import net.ccpay.common.remote.RemoteFailures;
import net.ccpay.common.remote.RemoteServices;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;
import org.eclipse.microprofile.faulttolerance.ExecutionContext;
import org.eclipse.microprofile.faulttolerance.Fallback;
import org.eclipse.microprofile.faulttolerance.FallbackHandler;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.faulttolerance.Timeout;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;

import java.util.Optional;

/**
 * Asks quote-service (which owns the cards) for a card's funding source, at each request, with the
 * guards of every remote call ({@link RemoteServices}): never inside a database transaction, a
 * timeout, retries of a fast failure (an idempotent GET), a circuit breaker, 503 for every failure. A
 * 404 is an answer (no such binding), not a failure.
 */
@ApplicationScoped
public class QuoteServiceCardFundingSources implements CardFundingSources {

    private static final String SERVICE = "quote-service";

    @Inject
    RemoteServices remote;

    @Override
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    @Timeout
    @Retry(abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
    @CircuitBreaker
    @Fallback(QuoteServiceCardFundingSources.Unavailable.class)
    public Optional<FundingSource> find(String cardId, String accountId) {
        try (Response r = remote.client(QuoteServiceCardsApi.class, SERVICE).find(cardId, accountId)) {
            return RemoteServices.objectIfFound(r, SERVICE).map(o -> new FundingSource(o.getString("fundingSourceId"), o.getString("cardId"),
                    o.getString("accountId"), o.getString("accountType"), o.getString("customerId"), o.getString("cardState")));
        }
    }

    /** Every failure of {@link #find}: 503, retry shortly. */
    @Dependent
    public static class Unavailable implements FallbackHandler<Optional<FundingSource>> {
        @Override
        public Optional<FundingSource> handle(ExecutionContext context) {
            throw RemoteFailures.unavailable("Card funding sources", context.getFailure(), FundingSourcesUnavailable::new);
        }
    }
}
