package net.ccpay.quote.accounts.domain;

import net.ccpay.common.money.Money;

/**
 * An internal account with its balances as read in one transaction: what the application hands out.
 * {@code balance} is spendable; {@code held} is on hold for pending card authorizations (see
 * {@link net.ccpay.quote.ledger.domain.Holds}); the contract's totalBalance is their sum.
 */
public record InternalAccountView(InternalAccount account, Money balance, Money held) {

    public InternalAccountView(InternalAccount account, Money balance) {
        this(account, balance, Money.zero(balance.currency()));
    }

    public Money total() {
        return balance.plus(held);
    }
}
