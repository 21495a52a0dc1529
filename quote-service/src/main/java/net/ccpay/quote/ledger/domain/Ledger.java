package net.ccpay.quote.ledger.domain;

import net.ccpay.common.money.Currency;
import net.ccpay.common.money.Money;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;

/**
 * The ledger port. Whoever implements it enforces, for every journal and whatever the caller:
 * entries sum to zero per currency ({@link Journal}); each entry's account exists
 * ({@link UnknownLedgerAccount}) and holds the entry's currency ({@link LedgerCurrencyMismatch});
 * the accounts of a journal are locked before their balances are read, in a fixed order; and an
 * account that may not go negative never does ({@link InsufficientFunds}). Callers run inside
 * their own transaction, so the entries commit or roll back with the business change they record.
 */
public interface Ledger {

    /** Opens the account if it does not exist yet (idempotent); an existing account is left as it is. */
    void open(LedgerAccount account);

    /** Opens every account of the collection that does not exist yet, as {@link #open} does one by one. */
    void openAll(Collection<LedgerAccount> accounts);

    /** Books the journal or throws, booking nothing. */
    PostedJournal post(Journal journal);

    /** The account's balance, if the account exists (in a currency the platform lists). */
    Optional<Money> balance(LedgerAccountId account);

    /** The balance of the account with this id as text (an internal account's id is its ledger account's). */
    default Optional<Money> balance(String accountId) {
        return balance(LedgerAccountId.of(accountId));
    }

    /**
     * Balances of several accounts, each given with the currency the caller holds it in (a coin the
     * catalogue does not list has its decimals only there); accounts without a row are absent. An
     * account that holds another currency is a {@link LedgerCurrencyMismatch}.
     */
    Map<LedgerAccountId, Money> balances(Map<LedgerAccountId, Currency> accounts);
}
