package net.ccpay.quote.accounts.domain;

import net.ccpay.common.money.Money;

/** An internal account with its balance as read in one transaction: what the application hands out. */
public record InternalAccountView(InternalAccount account, Money balance) {}
