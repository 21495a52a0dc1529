package net.ccpay.quote.ledger.domain;

import net.ccpay.common.money.Currency;

import java.util.Objects;

/**
 * An account the ledger books entries on: a customer's or the platform's internal account (same
 * id), or a system counter-account that stands for money outside the platform (sandbox funding).
 * Only system accounts may go below zero.
 */
public record LedgerAccount(LedgerAccountId id, Currency currency, Kind kind) {

    public enum Kind { CUSTOMER, PLATFORM, SYSTEM }

    public LedgerAccount {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(currency, "currency");
        Objects.requireNonNull(kind, "kind");
    }

    /** The card code's form: the account by its text. */
    public LedgerAccount(String id, Currency currency, Kind kind) {
        this(LedgerAccountId.of(id), currency, kind);
    }

    /** The counter-account of sandbox deposits in one currency ("money from outside the platform"). */
    public static LedgerAccount sandboxFunding(Currency currency) {
        return new LedgerAccount(LedgerAccountId.of("SYSTEM:SANDBOX_FUNDING:" + currency.code()), currency, Kind.SYSTEM);
    }

    public boolean mayGoNegative() {
        return kind == Kind.SYSTEM;
    }
}
