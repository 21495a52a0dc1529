package net.ccpay.quote;

import net.ccpay.common.ids.JournalId;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyMismatch;
import net.ccpay.common.money.Money;
import net.ccpay.quote.ledger.domain.Journal.Entry;
import net.ccpay.quote.ledger.domain.Journal;
import net.ccpay.quote.ledger.domain.LedgerAccount;
import net.ccpay.quote.ledger.domain.LedgerAccountId;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a journal must be before any adapter sees it. */
class JournalRulesTest {

    static final Currency USD = Currency.of("USD", 2);
    static final Currency EUR = Currency.of("EUR", 2);

    static LedgerAccountId id(String value) {
        return LedgerAccountId.of(value);
    }

    @Test
    void aTransferDebitsOneAccountAndCreditsTheOther() {
        Journal j = Journal.transfer(id("B"), id("A"), Money.of(500, USD), "test");
        assertEquals(List.of(new Entry(id("B"), Money.of(-500, USD)), new Entry(id("A"), Money.of(500, USD))), j.entries());
        assertEquals(List.of(id("A"), id("B")), List.copyOf(j.netByAccount().keySet()), "accounts come in id order, the lock order");
    }

    @Test
    void entriesThatDoNotSumToZeroAreRefused() {
        assertThrows(Journal.UnbalancedJournal.class, () -> new Journal(JournalId.newId(), "x",
                List.of(new Entry(id("A"), Money.of(-500, USD)), new Entry(id("B"), Money.of(499, USD)))));
    }

    @Test
    void eachCurrencyMustBalanceOnItsOwn() {
        assertThrows(Journal.UnbalancedJournal.class, () -> new Journal(JournalId.newId(), "fx",
                List.of(new Entry(id("A"), Money.of(-500, USD)), new Entry(id("B"), Money.of(500, EUR)))));
        Journal fx = new Journal(JournalId.newId(), "fx", List.of(
                new Entry(id("A"), Money.of(-500, USD)), new Entry(id("P-USD"), Money.of(500, USD)),
                new Entry(id("P-EUR"), Money.of(-460, EUR)), new Entry(id("B"), Money.of(460, EUR))));
        assertEquals(4, fx.netByAccount().size());
    }

    @Test
    void amountsOfOneCodeInOtherDecimalsNeverBalanceEachOther() {
        assertThrows(CurrencyMismatch.class, () -> new Journal(JournalId.newId(), "x",
                List.of(new Entry(id("A"), Money.of(-500, USD)), new Entry(id("B"), Money.of(500, new Currency("USD", "USD", "$", 6, false))))));
    }

    @Test
    void theNetChangeOfAnAccountSumsItsEntriesAndTheOrderIsTheIdsText() {
        Journal j = new Journal(JournalId.newId(), "x", List.of(new Entry(id("b"), Money.of(-3, USD)), new Entry(id("B"), Money.of(1, USD)),
                new Entry(id("a"), Money.of(2, USD)), new Entry(id("B"), Money.of(-1, USD)), new Entry(id("a"), Money.of(1, USD))));
        assertEquals(List.of(id("B"), id("a"), id("b")), List.copyOf(j.netByAccount().keySet()), "the lock order is the ids' text order");
        assertEquals(Money.of(0, USD), j.netByAccount().get(id("B")));
        assertEquals(Money.of(3, USD), j.netByAccount().get(id("a")));
        assertEquals("b", j.entries().get(0).accountId(), "the card code's text form");
    }

    @Test
    void zeroAmountsSingleEntriesAndNonPositiveTransfersAreRefused() {
        assertThrows(Journal.UnbalancedJournal.class, () -> Journal.transfer(id("A"), id("B"), Money.of(0, USD), "x"));
        assertThrows(Journal.UnbalancedJournal.class, () -> Journal.transfer(id("A"), id("B"), Money.of(-1, USD), "x"));
        assertThrows(Journal.UnbalancedJournal.class, () -> new Journal(JournalId.newId(), "x", List.of(new Entry(id("A"), Money.of(0, USD)),
                new Entry(id("B"), Money.of(0, USD)))));
        assertThrows(Journal.UnbalancedJournal.class, () -> new Journal(JournalId.newId(), "x", List.of(new Entry(id("A"), Money.of(1, USD)))));
    }

    @Test
    void onlySystemCounterAccountsMayGoNegative() {
        assertTrue(LedgerAccount.sandboxFunding(USD).mayGoNegative());
        assertEquals(id("SYSTEM:SANDBOX_FUNDING:USD"), LedgerAccount.sandboxFunding(USD).id());
        assertFalse(new LedgerAccount("InternalAccount:x", USD, LedgerAccount.Kind.CUSTOMER).mayGoNegative());
        assertFalse(new LedgerAccount("InternalAccount:y", USD, LedgerAccount.Kind.PLATFORM).mayGoNegative());
    }
}
