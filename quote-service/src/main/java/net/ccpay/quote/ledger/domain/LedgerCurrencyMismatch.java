package net.ccpay.quote.ledger.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** An entry's currency is not its account's. Nothing was booked. */
public class LedgerCurrencyMismatch extends DomainException {
    public LedgerCurrencyMismatch(String accountId, String accountCurrency, String entryCurrency) {
        super(Kind.INVALID, ErrorCode.INVALID_CURRENCY, "Account " + accountId + " holds " + accountCurrency + ", not " + entryCurrency);
    }
}
