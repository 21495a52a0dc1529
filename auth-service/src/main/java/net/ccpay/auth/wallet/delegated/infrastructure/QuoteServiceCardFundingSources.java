package net.ccpay.auth.wallet.delegated.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import net.ccpay.auth.agents.infrastructure.InternalRestClients;
import net.ccpay.auth.wallet.delegated.domain.CardFundingSources;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.json.JsonP;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.faulttolerance.CircuitBreaker;
import org.eclipse.microprofile.faulttolerance.ExecutionContext;
import org.eclipse.microprofile.faulttolerance.Fallback;
import org.eclipse.microprofile.faulttolerance.FallbackHandler;
import org.eclipse.microprofile.faulttolerance.Retry;
import org.eclipse.microprofile.faulttolerance.Timeout;
import org.eclipse.microprofile.faulttolerance.exceptions.CircuitBreakerOpenException;
import org.eclipse.microprofile.faulttolerance.exceptions.TimeoutException;

import java.io.StringReader;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Asks quote-service (which owns the cards) for a card's funding source, at each request: never inside
 * a database transaction, a 3 s timeout, two retries of a fast failure (an idempotent GET), a circuit
 * breaker, 503 for every failure. A 404 is an answer (no such binding), not a failure.
 */
@ApplicationScoped
public class QuoteServiceCardFundingSources implements CardFundingSources {

    private static final Logger LOG = Logger.getLogger(QuoteServiceCardFundingSources.class.getName());
    private static final String SERVICE = "quote-service";

    @Inject
    Config config;

    @Inject
    PlatformSettings settings;

    private volatile QuoteServiceCardsApi api;

    @Override
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    @Timeout(3000)
    @Retry(maxRetries = 2, delay = 200, jitter = 100, abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
    @CircuitBreaker(requestVolumeThreshold = 10, failureRatio = 0.5, delay = 10_000, successThreshold = 1)
    @Fallback(QuoteServiceCardFundingSources.Unavailable.class)
    public Optional<FundingSource> find(String cardId, String accountId) {
        try (Response r = api().find(cardId, accountId)) {
            if (r.getStatus() == 404) {
                return Optional.empty();
            }
            if (r.getStatus() != 200) {
                throw new IllegalStateException(SERVICE + " answered HTTP " + r.getStatus());
            }
            JsonObject o;
            try (var reader = JsonP.createReader(new StringReader(r.readEntity(String.class)))) {
                o = reader.readObject();
            }
            return Optional.of(new FundingSource(o.getString("fundingSourceId"), o.getString("cardId"), o.getString("accountId"),
                    o.getString("accountType"), o.getString("customerId"), o.getString("cardState")));
        }
    }

    private QuoteServiceCardsApi api() {
        QuoteServiceCardsApi a = api;
        if (a == null) {
            a = InternalRestClients.build(config, settings, SERVICE, QuoteServiceCardsApi.class);
            api = a;
        }
        return a;
    }

    /** Every failure of {@link #find}: 503, retry shortly. */
    @Dependent
    public static class Unavailable implements FallbackHandler<Optional<FundingSource>> {
        @Override
        public Optional<FundingSource> handle(ExecutionContext context) {
            Throwable failure = context.getFailure();
            String why = InternalRestClients.why(failure);
            LOG.log(failure instanceof CircuitBreakerOpenException ? Level.FINE : Level.WARNING,
                    "quote-service unavailable for a card funding source: " + why + " ("
                            + (failure == null ? "no failure" : failure.getClass().getName()) + ")");
            throw new FundingSourcesUnavailable(why);
        }
    }
}
