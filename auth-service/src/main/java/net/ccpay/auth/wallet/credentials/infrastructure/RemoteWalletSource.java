package net.ccpay.auth.wallet.credentials.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.ws.rs.core.Response;
import net.ccpay.auth.wallet.credentials.domain.WalletRecordsUnavailable;
import net.ccpay.auth.wallet.credentials.domain.WalletSource;
import net.ccpay.common.remote.IdempotentRemoteAdapter;
import net.ccpay.common.remote.RemoteServices;

import java.time.Instant;
import java.util.Optional;

/**
 * Asks quote-service for an account and customer-service for its owner, when the read model does not
 * know a wallet yet. The guards of every remote call ({@link IdempotentRemoteAdapter}: the reads change
 * nothing), each read with its own circuit; every failure is {@link WalletRecordsUnavailable}. A 404 is an
 * answer (no such account or customer), not a failure.
 */
@ApplicationScoped
public class RemoteWalletSource extends IdempotentRemoteAdapter implements WalletSource {

    public RemoteWalletSource() {
        super(WalletRecordsUnavailable::new);
    }

    @Override
    public Optional<Account> account(String accountId) {
        try (Response r = remote.client(QuoteServiceAccountsApi.class, "quote-service").get(accountId)) {
            return RemoteServices.objectIfFound(r, "quote-service").map(a -> new Account(a.getString("id"), text(a, "type"),
                    text(a, "customerId"), text(a, "status"), Instant.parse(a.getString("updatedAt"))));
        }
    }

    @Override
    public Optional<Owner> owner(String customerId) {
        try (Response r = remote.client(CustomerServiceOwnersApi.class, "customer-service").get(customerId)) {
            return RemoteServices.objectIfFound(r, "customer-service").map(c -> new Owner(c.getString("id"), text(c, "email"),
                    text(c, "phoneNumber"), c.getBoolean("isDeleted", false), Instant.parse(c.getString("updatedAt"))));
        }
    }

    private static String text(JsonObject o, String name) {
        return o.get(name) instanceof JsonString s ? s.getString() : null;
    }
}
