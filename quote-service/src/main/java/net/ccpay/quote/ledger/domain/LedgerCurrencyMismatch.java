package net.ccpay.quote.ledger.domain;

import net.ccpay.common.error.DomainException;

/** An entry's currency is not its account's. Nothing was booked. */
public class LedgerCurrencyMismatch extends DomainException {
    public LedgerCurrencyMismatch(String accountId, String accountCurrency, String entryCurrency) {
        super("Account " + accountId + " holds " + accountCurrency + ", not " + entryCurrency);
    }
}
