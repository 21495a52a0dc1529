package net.ccpay.quote.ledger.domain;

import net.ccpay.common.ids.JournalId;
import net.ccpay.common.money.Money;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * One business event in the ledger: entries that together sum to zero in every currency (money is
 * moved, never made). A positive entry credits its account, a negative one debits it.
 */
public record Journal(JournalId id, String description, List<Entry> entries) {

    /** {@code amount} credited to (positive) or debited from (negative) {@code account}. */
    public record Entry(LedgerAccountId account, Money amount) {
        public Entry {
            Objects.requireNonNull(account, "account");
            Objects.requireNonNull(amount, "amount");
        }

        /** The card code's form: the account by its text. */
        public Entry(String accountId, Money amount) {
            this(LedgerAccountId.of(accountId), amount);
        }

        /** The account's id as text (the card code's form). */
        public String accountId() {
            return account.value();
        }
    }

    public Journal {
        entries = List.copyOf(entries);
        if (entries.size() < 2) {
            throw new UnbalancedJournal("a journal needs at least two entries");
        }
        // by code: two amounts of one code that differ in decimals never add up (CurrencyMismatch)
        Map<String, Money> sums = new TreeMap<>();
        for (Entry e : entries) {
            if (e.amount().isZero()) {
                throw new UnbalancedJournal("an entry of zero moves nothing");
            }
            sums.merge(e.amount().currency().code(), e.amount(), Money::plus);
        }
        sums.forEach((code, sum) -> {
            if (!sum.isZero()) {
                throw new UnbalancedJournal("entries in " + code + " sum to " + sum.amount() + ", not zero");
            }
        });
    }

    /** Moves a positive amount from one account to another. */
    public static Journal transfer(LedgerAccountId from, LedgerAccountId to, Money amount, String description) {
        if (!amount.isPositive()) {
            throw new UnbalancedJournal("a transfer moves a positive amount");
        }
        return new Journal(JournalId.newId(), description, List.of(new Entry(from, amount.negate()), new Entry(to, amount)));
    }

    /**
     * The net change per account, in account id order: the order the adapter locks accounts in, so
     * two journals touching the same accounts always wait for each other instead of deadlocking.
     */
    public TreeMap<LedgerAccountId, Money> netByAccount() {
        TreeMap<LedgerAccountId, Money> net = new TreeMap<>();
        for (Entry e : entries) {
            net.merge(e.account(), e.amount(), Money::plus);
        }
        return net;
    }

    /** A journal that does not balance is a bug in the caller, never a client's mistake. */
    public static class UnbalancedJournal extends IllegalArgumentException {
        public UnbalancedJournal(String message) {
            super(message);
        }
    }
}
