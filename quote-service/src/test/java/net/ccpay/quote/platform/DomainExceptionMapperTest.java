package net.ccpay.quote.platform;

import net.ccpay.common.error.ApiError;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.Money;
import net.ccpay.common.web.DomainExceptionMapper;
import net.ccpay.quote.accounts.domain.AccountNotActive;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.accounts.domain.InternalAccountNotFound;
import net.ccpay.quote.ledger.domain.InsufficientFunds;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Domain failures become the contract's codes for the fund operation's statuses (200, 400, 401, 403, 404, 500). */
class DomainExceptionMapperTest {

    @Test
    void anAccountThatCannotMoveMoneyIsA400InvalidInputNotA409() {
        ApiError e = DomainExceptionMapper.toError(new AccountNotActive("InternalAccount:x", InternalAccount.Status.CLOSED));
        assertEquals(400, e.status());
        assertEquals("INVALID_INPUT", e.code());
    }

    @Test
    void anUnknownAccountIsA404ReferenceNotFound() {
        ApiError e = DomainExceptionMapper.toError(new InternalAccountNotFound("InternalAccount:x"));
        assertEquals(404, e.status());
        assertEquals("REFERENCE_NOT_FOUND", e.code());
    }

    @Test
    void insufficientFundsIsA400InvalidAmount() {
        Currency usd = Currency.of("USD", 2);
        ApiError e = DomainExceptionMapper.toError(new InsufficientFunds(net.ccpay.quote.ledger.domain.LedgerAccountId.of("InternalAccount:x"), Money.of(100, usd), Money.of(300, usd)));
        assertEquals(400, e.status());
        assertEquals("INVALID_AMOUNT", e.code());
    }
}
