package net.ccpay.quote.stablecoins.domain;

import net.ccpay.quote.accounts.domain.InternalAccount;

import java.util.Optional;

/** The internal accounts a mint or burn funds, credits or debits. */
public interface StablecoinInternalAccounts {

    Optional<InternalAccount> find(String id);

    /** The account with its row locked until the transaction ends, before its balance changes. */
    Optional<InternalAccount> findForUpdate(String id);
}
