package net.ccpay.auth.wallet.credentials.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.auth.wallet.credentials.domain.AuthCredential;
import net.ccpay.auth.wallet.credentials.domain.WalletSource;

import java.util.List;
import java.util.Optional;

/**
 * Read-your-writes for embedded wallets. The read model learns a wallet and its owner from events, which
 * may still be in flight when a client first sees the wallet (it lists its customer's accounts the moment
 * the customer is created). A request about a wallet the read model does not know yet asks the owning
 * services first and applies what they answer as those events would, so the wallet's credential list
 * and a credential's creation agree from the first moment the wallet is visible. Once known, nothing is
 * asked: the events keep it current.
 */
@ApplicationScoped
public class WalletLookups {

    @Inject
    Wallets wallets;

    @Inject
    WalletSource source;

    /** Makes sure the read model knows the wallet {@code accountId} and its owner, if it is a wallet at all. */
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    public void ensureKnown(String accountId) {
        if (wallets.knows(accountId)) {
            return;
        }
        Optional<WalletSource.Account> account = source.account(accountId);
        if (account.isEmpty() || !account.get().embeddedWallet()) {
            return;
        }
        wallets.learned(account.get(), source.owner(account.get().customerId()));
    }

    /** The wallet's live credentials, oldest first, once the wallet is known ({@link #ensureKnown}). */
    @Transactional(Transactional.TxType.NOT_SUPPORTED)
    public List<AuthCredential> credentials(String accountId) {
        ensureKnown(accountId);
        return wallets.credentials(accountId);
    }
}
