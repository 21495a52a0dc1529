package net.ccpay.auth.wallet.credentials.domain;

import java.time.Instant;
import java.util.Optional;

/**
 * Where the wallets and their owners come from when the event-fed read model does not know them yet:
 * the services that own them, asked directly. Every failure is {@link WalletRecordsUnavailable}.
 */
public interface WalletSource {

    /** An internal account as its owner service has it now. */
    record Account(String id, String type, String customerId, String status, Instant updatedAt) {
        public boolean embeddedWallet() {
            return "EMBEDDED_WALLET".equals(type) && customerId != null;
        }
    }

    /** A customer's contact points now; {@code deleted} for a customer that is gone. */
    record Owner(String customerId, String email, String phone, boolean deleted, Instant updatedAt) {}

    /** The account, or empty when there is none with this id. */
    Optional<Account> account(String accountId);

    /** The customer's contact points, or empty when there is no such customer (or it was deleted). */
    Optional<Owner> owner(String customerId);
}
