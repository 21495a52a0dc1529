package net.ccpay.quote.ledger.domain;

import net.ccpay.common.money.Currency;

/**
 * Funds on hold for an internal account (card authorizations) live in a ledger account of their
 * own, {@code HOLD:<internal account id>}: a hold is a journal from the account to its hold account,
 * so the money is no longer spendable (the account's ledger balance, the contract's {@code balance})
 * but still the customer's ({@code totalBalance} = balance + held). A hold account may not go
 * negative either: it can only release or capture what it holds.
 */
public final class Holds {

    private Holds() {}

    /** The hold account of the internal account. */
    public static LedgerAccountId idOf(String internalAccountId) {
        return LedgerAccountId.of("HOLD:" + internalAccountId);
    }

    /** The hold account's id as text (the card code's form). */
    public static String accountOf(String internalAccountId) {
        return idOf(internalAccountId).value();
    }

    public static LedgerAccount of(String internalAccountId, Currency currency) {
        return new LedgerAccount(idOf(internalAccountId), currency, LedgerAccount.Kind.CUSTOMER);
    }
}
