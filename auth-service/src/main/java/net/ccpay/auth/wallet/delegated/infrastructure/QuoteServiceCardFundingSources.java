package net.ccpay.auth.wallet.delegated.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;
import net.ccpay.auth.wallet.delegated.domain.CardFundingSources;
import net.ccpay.common.remote.IdempotentRemoteAdapter;
import net.ccpay.common.remote.RemoteServices;

import java.util.Optional;

/**
 * Asks quote-service (which owns the cards) for a card's funding source, at each request, with the
 * guards of every remote call ({@link IdempotentRemoteAdapter}: an idempotent GET); every failure is
 * {@link FundingSourcesUnavailable}. A 404 is an answer (no such binding), not a failure.
 */
@ApplicationScoped
public class QuoteServiceCardFundingSources extends IdempotentRemoteAdapter implements CardFundingSources {

    private static final String SERVICE = "quote-service";

    public QuoteServiceCardFundingSources() {
        super(FundingSourcesUnavailable::new);
    }

    @Override
    public Optional<FundingSource> find(String cardId, String accountId) {
        try (Response r = remote.client(QuoteServiceCardsApi.class, SERVICE).find(cardId, accountId)) {
            return RemoteServices.objectIfFound(r, SERVICE).map(o -> new FundingSource(o.getString("fundingSourceId"), o.getString("cardId"),
                    o.getString("accountId"), o.getString("accountType"), o.getString("customerId"), o.getString("cardState")));
        }
    }
}
