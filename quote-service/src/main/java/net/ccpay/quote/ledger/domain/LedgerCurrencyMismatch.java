package net.ccpay.quote.ledger.domain;

import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;

/** An entry's currency is not its account's. Nothing was booked. */
public class LedgerCurrencyMismatch extends DomainException {
    public LedgerCurrencyMismatch(LedgerAccountId account, String accountCurrency, String entryCurrency) {
        super(Kind.INVALID, ErrorCode.INVALID_CURRENCY, "Account " + account.value() + " holds " + accountCurrency + ", not " + entryCurrency);
    }
}
