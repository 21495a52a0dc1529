package net.ccpay.quote.cards.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.remote.IdempotentRemoteAdapter;
import net.ccpay.common.remote.RemoteServices;
import net.ccpay.quote.cards.domain.FundingDelegations;
import net.ccpay.quote.remote.RemoteServiceUnavailable;

/**
 * {@link FundingDelegations} through auth-service's internal API, with the guards of every remote call
 * ({@link IdempotentRemoteAdapter}: the read changes nothing, so a fast failure is retried); any failure to
 * get an answer is a 503 (the authorization is not decided on a guess).
 */
@ApplicationScoped
public class AuthServiceFundingDelegations extends IdempotentRemoteAdapter implements FundingDelegations {

    private static final String SERVICE = "auth-service";

    public AuthServiceFundingDelegations() {
        super(RemoteServiceUnavailable.of("Delegated key checks"));
    }

    @Override
    public boolean activeKeyFor(String cardId, String accountId) {
        try (Response r = remote.client(AuthServiceDelegatedKeysApi.class, SERVICE).active(cardId, accountId)) {
            return RemoteServices.objectOf(r, SERVICE).getBoolean("active");
        }
    }
}
