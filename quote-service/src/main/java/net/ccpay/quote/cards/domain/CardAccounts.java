package net.ccpay.quote.cards.domain;

import net.ccpay.quote.accounts.domain.InternalAccount;

import java.util.Optional;

/** The internal accounts that fund cards, as cards read and lock them. */
public interface CardAccounts {

    Optional<InternalAccount> find(String id);

    /** The account with its row locked (PESSIMISTIC_WRITE) until the transaction ends, as payments lock it before they debit. */
    Optional<InternalAccount> findForUpdate(String id);
}
