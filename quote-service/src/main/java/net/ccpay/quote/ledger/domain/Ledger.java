package net.ccpay.quote.ledger.domain;

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

    /** The account's balance, if the account exists. */
    Optional<Money> balance(String accountId);

    /** Balances of several accounts (smallest units; accounts without a row are absent). */
    Map<String, Long> balances(Collection<String> accountIds);
}
