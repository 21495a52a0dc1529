package net.ccpay.auth.wallet.credentials.domain;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The read model of embedded wallets: quote-service's EMBEDDED_WALLET accounts and their customers'
 * contact points, each applied so that an older state never overwrites a newer one, whichever arrives first.
 */
public interface WalletRepository {

    /** The wallet account's owner and status as of {@code asOf}. */
    void accountChanged(String accountId, String customerId, String status, Instant asOf);

    /** The customer's contact points as of {@code asOf}. */
    void customerChanged(String customerId, String email, String phone, boolean deleted, Instant asOf);

    /** Whether the wallet and its owner are both known. */
    boolean knowsWithOwner(String accountId);

    /** The wallets of a customer. */
    List<String> walletsOf(String customerId);

    /** The wallet's owner (its customer id), if the wallet is known. */
    Optional<String> ownerOf(String accountId);

    /** As {@link #ownerOf}, with the wallet's row locked until the transaction ends. */
    Optional<String> lockOwner(String accountId);

    /** The contact points of a customer that is known and not deleted. */
    Optional<Contact> liveContact(String customerId);

    /** The wallet's status with its owner's email and deletion, when both wallet and owner ({@code customerId}) are known. */
    Optional<OwnedWallet> owned(String accountId, String customerId);

    record Contact(String email, String phone) {}

    record OwnedWallet(String status, String email, boolean ownerDeleted) {}
}
