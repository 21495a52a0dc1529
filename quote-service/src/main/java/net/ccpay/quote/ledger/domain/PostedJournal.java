package net.ccpay.quote.ledger.domain;

import net.ccpay.common.ids.JournalId;
import net.ccpay.common.money.Money;

import java.util.HashMap;
import java.util.Map;

/** A journal the ledger accepted, with each touched account's balance right after it (read under its lock). */
public record PostedJournal(JournalId id, Map<LedgerAccountId, Money> balances) {

    public PostedJournal {
        balances = Map.copyOf(balances);
    }

    public Money balanceAfter(LedgerAccountId account) {
        Money m = balances.get(account);
        if (m == null) {
            throw new IllegalArgumentException(account + " is not part of journal " + id);
        }
        return m;
    }

    /** The balance of the account with this id as text (an internal account's id is its ledger account's). */
    public Money balanceAfter(String accountId) {
        return balanceAfter(LedgerAccountId.of(accountId));
    }

    /** The balances by account id as text (the card code's form). */
    public Map<String, Money> balancesAfter() {
        Map<String, Money> out = new HashMap<>();
        balances.forEach((k, v) -> out.put(k.value(), v));
        return out;
    }
}
