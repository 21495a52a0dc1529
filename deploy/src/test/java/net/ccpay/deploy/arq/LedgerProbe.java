package net.ccpay.deploy.arq;

import net.ccpay.common.events.EventType;

import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.ids.InternalAccountId;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.Money;
import net.ccpay.common.outbox.Outbox;
import net.ccpay.quote.ledger.domain.Journal;
import net.ccpay.quote.ledger.domain.Ledger;
import net.ccpay.quote.ledger.domain.LedgerAccount;
import net.ccpay.quote.ledger.domain.LedgerAccountId;
import net.ccpay.quote.ledger.domain.PostedJournal;

import java.util.List;

/**
 * Test-only bean of the ledger micro-deployment: plays the part of the application service that
 * will debit customers (quotes come later). Each debit runs in its own transaction, as a request
 * would, and announces the balance the ledger returned, as InternalAccounts does for deposits.
 */
@ApplicationScoped
public class LedgerProbe {

    static final Currency USD = Currency.of("USD", 2);
    static final Currency EUR = Currency.of("EUR", 2);
    static final LedgerAccount PAYOUT = new LedgerAccount("SYSTEM:PROBE_PAYOUT:USD", USD, LedgerAccount.Kind.SYSTEM);

    @Inject
    Ledger ledger;

    @Inject
    Outbox outbox;

    @PersistenceContext
    EntityManager em;

    @Resource(lookup = "java:comp/DefaultManagedExecutorService")
    ManagedExecutorService executor;

    /** The container's executor: its threads can start transactions and call CDI beans. */
    public ManagedExecutorService executor() {
        return executor;
    }

    /** A new customer account in {@code currency}, funded from the sandbox funding account. */
    @Transactional
    public String openFunded(Currency currency, long amount) {
        String id = InternalAccountId.newId().value();
        ledger.open(new LedgerAccount(id, currency, LedgerAccount.Kind.CUSTOMER));
        ledger.open(LedgerAccount.sandboxFunding(currency));
        ledger.open(PAYOUT);
        if (amount > 0) {
            ledger.post(Journal.transfer(LedgerAccount.sandboxFunding(currency).id(), LedgerAccountId.of(id), Money.of(amount, currency), "probe funding"));
        }
        return id;
    }

    /** Debits the account to the probe's payout account; returns the balance after. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public long debit(String accountId, Money amount) {
        PostedJournal p = ledger.post(Journal.transfer(LedgerAccountId.of(accountId), PAYOUT.id(), amount, "probe debit"));
        long balance = p.balanceAfter(accountId).amount();
        outbox.record(EventType.INTERNAL_ACCOUNT_BALANCE_UPDATED, accountId,
                "{\"id\":\"" + accountId + "\",\"balance\":{\"amount\":" + balance + "}}");
        return balance;
    }

    /** Moves money between two customer accounts; returns the balance of {@code from} after. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public long transfer(String from, String to, Money amount) {
        return ledger.post(Journal.transfer(LedgerAccountId.of(from), LedgerAccountId.of(to), amount, "probe transfer")).balanceAfter(from).amount();
    }

    @Transactional
    public long storedBalance(String accountId) {
        return ((Number) em.createNativeQuery("SELECT balance FROM ledger_account WHERE id = ?").setParameter(1, accountId)
                .getSingleResult()).longValue();
    }

    @Transactional
    public long sumOfEntries(String accountId) {
        return ((Number) em.createNativeQuery("SELECT COALESCE(SUM(amount), 0) FROM ledger_entry WHERE account_id = ?")
                .setParameter(1, accountId).getSingleResult()).longValue();
    }

    @Transactional
    public long entryCount(String accountId) {
        return ((Number) em.createNativeQuery("SELECT COUNT(*) FROM ledger_entry WHERE account_id = ?")
                .setParameter(1, accountId).getSingleResult()).longValue();
    }

    /** The balances the BALANCE_UPDATED events of the account carry, in the order they were recorded. */
    @Transactional
    @SuppressWarnings("unchecked")
    public List<Long> announcedBalances(String accountId) {
        List<String> payloads = em.createNativeQuery("SELECT payload FROM outbox_event WHERE aggregate_id = ? AND event_type = ? ORDER BY id")
                .setParameter(1, accountId).setParameter(2, "INTERNAL_ACCOUNT.BALANCE_UPDATED").getResultList();
        return payloads.stream().map(p -> Long.parseLong(p.replaceAll(".*\"amount\":(-?\\d+).*", "$1"))).toList();
    }

    /** Writes an entry straight into the table, bypassing the port, as a buggy adapter would. */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void insertRawEntry(String accountId) {
        em.createNativeQuery("INSERT INTO ledger_journal (id) VALUES ('Journal:raw-" + accountId.hashCode() + "')").executeUpdate();
        em.createNativeQuery("INSERT INTO ledger_entry (journal_id, account_id, currency, amount, created_at)"
                        + " VALUES ('Journal:raw-" + accountId.hashCode() + "', ?, 'USD', 1, CURRENT_TIMESTAMP(6))")
                .setParameter(1, accountId).executeUpdate();
    }
}
