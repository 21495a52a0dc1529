package net.ccpay.quote.payments.domain;

import net.ccpay.common.ids.JournalId;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.money.Money;
import net.ccpay.quote.ledger.domain.Journal;
import net.ccpay.quote.ledger.domain.LedgerAccountId;

import java.util.ArrayList;
import java.util.List;

/**
 * What the ledger must post for one transition of a transaction: {@code amount} leaves {@code from}
 * and {@code delivered} arrives at {@code to} (ledger account ids: an internal account or one of
 * {@link PaymentAccounts}' system accounts). They differ only when a payment is delivered into an
 * internal account: in another currency the money passes through the conversion desk, in the same
 * currency the difference stays with the platform as its fee. {@code internalAccount} is the internal
 * account at either end, if any: the one whose row is locked before the journal is posted and whose
 * new balance is announced.
 */
public record Movement(Kind kind, String transactionId, String from, String to, Money amount, Money delivered, String internalAccount) {

    /** Why the money moves; it names the journal. */
    public enum Kind {
        /** From the source internal account into flight. */
        PAYMENT("Payment"),
        /** Pulled from an external account into flight. */
        PULL("Pull"),
        /** A realtime-funded quote's funds, into flight. */
        REALTIME_FUNDING("Realtime funding"),
        /** From flight to the destination. */
        SETTLEMENT("Settlement"),
        /** A payout the receiving bank sent back, into flight again. */
        RETURN("Return"),
        /** From flight back to where it came from. */
        REFUND("Refund"),
        /** An incoming payment into its internal account. */
        INCOMING("Incoming");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        /**
         * Whether the internal account must be able to move money (ACTIVE): to pay from it or to be paid
         * into. A refund or an arriving payment is owed to the account whatever became of it since.
         */
        public boolean needsActiveAccount() {
            return this == PAYMENT || this == SETTLEMENT;
        }

        /** Whether the transaction records this journal as its own: the one that moved its internal account's money first. */
        boolean isTheTransactionsJournal() {
            return this == PAYMENT || this == INCOMING;
        }
    }

    /** A movement of one amount in one currency. */
    static Movement of(Kind kind, String transactionId, String from, String to, Money amount, String internalAccount) {
        return new Movement(kind, transactionId, from, to, amount, amount, internalAccount);
    }

    public String description() {
        return kind.label + " " + transactionId;
    }

    /** The journal's entries: every currency sums to zero. */
    public List<Journal.Entry> entries() {
        List<Journal.Entry> entries = new ArrayList<>();
        entries.add(new Journal.Entry(LedgerAccountId.of(from), amount.negate()));
        if (!amount.currency().equals(delivered.currency())) {
            entries.add(new Journal.Entry(LedgerAccountId.of(PaymentAccounts.fx(amount.currency().code(), transactionId)), amount));
            entries.add(new Journal.Entry(LedgerAccountId.of(PaymentAccounts.fx(delivered.currency().code(), transactionId)), delivered.negate()));
        } else if (!amount.equals(delivered)) {
            entries.add(new Journal.Entry(LedgerAccountId.of(PaymentAccounts.fees(amount.currency().code(), transactionId)), amount.minus(delivered)));
        }
        entries.add(new Journal.Entry(LedgerAccountId.of(to), delivered));
        return entries;
    }

    /** A new journal of this movement. */
    public Journal journal() {
        return new Journal(JournalId.newId(), description(), entries());
    }

    /** {@code amount} of the smallest unit of the catalogue's currency {@code code}. */
    static Money money(long amount, String code) {
        return Money.of(amount, CurrencyCodes.find(code).orElseThrow(() -> new IllegalStateException("unknown currency " + code)));
    }
}
