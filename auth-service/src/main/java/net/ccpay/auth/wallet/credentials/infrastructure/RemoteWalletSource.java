package net.ccpay.auth.wallet.credentials.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.core.Response;
import net.ccpay.auth.wallet.credentials.domain.WalletRecordsUnavailable;
import net.ccpay.auth.wallet.credentials.domain.WalletSource;
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

import java.time.Instant;
import java.util.Optional;

/**
 * Asks quote-service for an account and customer-service for its owner, when the read model does not
 * know a wallet yet. The guards of every remote call ({@link RemoteServices}): outside any database
 * transaction, a timeout, retries of a fast failure (the reads change nothing), a circuit breaker, and
 * 503 for every failure; a 404 is an answer (no such account or customer), not a failure.
 */
@ApplicationScoped
public class RemoteWalletSource implements WalletSource {

    @Inject
    RemoteServices remote;

    @Override
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    @Timeout
    @Retry(abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
    @CircuitBreaker
    @Fallback(RemoteWalletSource.AccountUnavailable.class)
    public Optional<Account> account(String accountId) {
        try (Response r = remote.client(QuoteServiceAccountsApi.class, "quote-service").get(accountId)) {
            return RemoteServices.objectIfFound(r, "quote-service").map(a -> new Account(a.getString("id"), text(a, "type"),
                    text(a, "customerId"), text(a, "status"), Instant.parse(a.getString("updatedAt"))));
        }
    }

    @Override
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    @Timeout
    @Retry(abortOn = {TimeoutException.class, CircuitBreakerOpenException.class})
    @CircuitBreaker
    @Fallback(RemoteWalletSource.OwnerUnavailable.class)
    public Optional<Owner> owner(String customerId) {
        try (Response r = remote.client(CustomerServiceOwnersApi.class, "customer-service").get(customerId)) {
            return RemoteServices.objectIfFound(r, "customer-service").map(c -> new Owner(c.getString("id"), text(c, "email"),
                    text(c, "phoneNumber"), c.getBoolean("isDeleted", false), Instant.parse(c.getString("updatedAt"))));
        }
    }

    private static String text(JsonObject o, String name) {
        return o.get(name) instanceof JsonString s ? s.getString() : null;
    }

    /** Every failure of {@link #account}: 503, retry shortly. */
    @Dependent
    public static class AccountUnavailable implements FallbackHandler<Optional<Account>> {
        @Override
        public Optional<Account> handle(ExecutionContext context) {
            throw RemoteFailures.unavailable("Accounts (a wallet lookup)", context.getFailure(), WalletRecordsUnavailable::new);
        }
    }

    /** Every failure of {@link #owner}: 503, retry shortly. */
    @Dependent
    public static class OwnerUnavailable implements FallbackHandler<Optional<Owner>> {
        @Override
        public Optional<Owner> handle(ExecutionContext context) {
            throw RemoteFailures.unavailable("Customer records (a wallet owner's lookup)", context.getFailure(), WalletRecordsUnavailable::new);
        }
    }
}
