package net.ccpay.quote.ledger.domain;

import net.ccpay.common.ids.JournalId;
import net.ccpay.common.money.Money;

import java.util.Map;

/** A journal the ledger accepted, with each touched account's balance right after it (read under its lock). */
public record PostedJournal(JournalId id, Map<String, Money> balancesAfter) {

    public Money balanceAfter(String accountId) {
        Money m = balancesAfter.get(accountId);
        if (m == null) {
            throw new IllegalArgumentException(accountId + " is not part of journal " + id);
        }
        return m;
    }
}
