package net.ccpay.quote.ledger.domain;

import java.util.List;

/**
 * The operators' overview of balances: the customers' money per currency, and the platform's own accounts. Read-only; the query lives in infrastructure.
 *
 * <p>Every journal sums to zero per currency, so what all customer accounts (with their holds) hold together is minus
 * what the platform's and the system accounts hold: those are a few rows per currency, read through
 * {@code ledger_account_by_kind}, whatever the number of customers. Nothing is summed over customer accounts.
 */
public interface BalanceReport {

    /** A currency's customer total (available plus held), in its smallest unit. */
    record CurrencyTotal(String currency, long customers) {}

    /** A platform account (an internal account of the platform, or a stablecoin's reserve or circulation account). */
    record PlatformAccount(String id, String currency, long balance) {}

    record Overview(List<CurrencyTotal> customers, List<PlatformAccount> platformAccounts) {}

    Overview now();
}
