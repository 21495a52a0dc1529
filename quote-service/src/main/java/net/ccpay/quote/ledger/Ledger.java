package net.ccpay.quote.ledger;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.ids.Ids;

import java.sql.Timestamp;
import java.time.Instant;

/**
 * Double-entry ledger. A journal moves an amount between two accounts of one currency: one
 * entry credits, the other debits, so all entries of a currency always sum to zero. Balances
 * are sums of entries, never stored separately.
 */
@ApplicationScoped
public class Ledger {

    /** The counter-account of sandbox deposits ("money from outside the platform"). */
    public static String sandboxFunding(String currency) {
        return "SYSTEM:SANDBOX_FUNDING:" + currency;
    }

    @PersistenceContext
    EntityManager em;

    /** Moves {@code amount} (smallest unit, positive) from one account to another; returns the journal id. */
    @Transactional(Transactional.TxType.MANDATORY)
    public String transfer(String fromAccount, String toAccount, String currency, long amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("a journal moves a positive amount");
        }
        String journal = Ids.newId("Journal");
        Timestamp now = Timestamp.from(Instant.now());
        insert(journal, fromAccount, currency, -amount, now);
        insert(journal, toAccount, currency, amount, now);
        return journal;
    }

    private void insert(String journal, String account, String currency, long amount, Timestamp at) {
        em.createNativeQuery("INSERT INTO ledger_entry (journal_id, account_id, currency, amount, created_at) VALUES (?, ?, ?, ?, ?)")
                .setParameter(1, journal).setParameter(2, account).setParameter(3, currency).setParameter(4, amount).setParameter(5, at)
                .executeUpdate();
    }

    @Transactional(Transactional.TxType.SUPPORTS)
    public long balance(String account) {
        Number n = (Number) em.createNativeQuery("SELECT COALESCE(SUM(amount), 0) FROM ledger_entry WHERE account_id = ?")
                .setParameter(1, account).getSingleResult();
        return n.longValue();
    }
}
