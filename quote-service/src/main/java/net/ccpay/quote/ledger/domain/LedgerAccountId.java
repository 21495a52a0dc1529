package net.ccpay.quote.ledger.domain;

import java.util.Objects;

/**
 * The id of an account the ledger books on: an internal account's id, its hold account
 * ({@code HOLD:<internal account id>}) or a system or platform account ({@code SYSTEM:...}).
 * Ids compare as their text: the order the ledger locks a journal's accounts in.
 */
public record LedgerAccountId(String value) implements Comparable<LedgerAccountId> {

    public LedgerAccountId {
        Objects.requireNonNull(value, "value");
        if (value.isBlank()) {
            throw new IllegalArgumentException("a ledger account id is never blank");
        }
    }

    public static LedgerAccountId of(String value) {
        return new LedgerAccountId(value);
    }

    @Override
    public int compareTo(LedgerAccountId other) {
        return value.compareTo(other.value);
    }

    @Override
    public String toString() {
        return value;
    }
}
