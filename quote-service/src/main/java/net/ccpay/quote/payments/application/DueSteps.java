package net.ccpay.quote.payments.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.time.PlatformClock;
import net.ccpay.quote.ledger.domain.Ledger;
import net.ccpay.quote.ledger.domain.LedgerAccount;
import net.ccpay.quote.payments.domain.MoneyTransaction;
import net.ccpay.quote.payments.domain.PaymentAccounts;
import net.ccpay.quote.payments.domain.PaymentEvents;
import net.ccpay.quote.payments.domain.TransactionExpired;
import net.ccpay.quote.payments.domain.TransactionRepository;
import net.ccpay.quote.payments.domain.TransactionStatus;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The work the timers find in the database: steps whose due time has passed, and quotes that expired
 * unexecuted. Each item runs in a transaction of its own that locks its row with SKIP LOCKED, so
 * several copies of the service share the work and none does an item twice: the one that holds the
 * lock does it and moves the due time on, the others skip the row.
 */
@ApplicationScoped
public class DueSteps {

    @Inject
    TransactionRepository transactions;

    @Inject
    PaymentEngine engine;

    @Inject
    PaymentEvents events;

    @Inject
    Ledger ledger;

    @Inject
    Event<TransactionExpired> expired;

    /** The clock quotes' expiresAt is stamped with ({@link Quotes}): expiry is judged on it, not on the system clock. */
    @Inject
    PlatformClock clock;

    /** Opens the system accounts payments book on (idempotent). */
    @Transactional
    public void openSystemAccounts() {
        List<LedgerAccount> accounts = new ArrayList<>();
        for (Currency c : CurrencyCodes.all().values()) {
            accounts.addAll(PaymentAccounts.all(c));
        }
        ledger.openAll(accounts);
    }

    @Transactional
    public List<String> dueSteps(int limit) {
        return transactions.dueStepIds(Instant.now(), limit);
    }

    @Transactional
    public List<String> expiredQuotes(int limit) {
        return transactions.expiredQuoteIds(clock.now(), limit);
    }

    /** Payments whose strong customer authentication lapsed unanswered, on the platform clock the challenges are judged on. */
    @Transactional
    public List<String> lapsedAuthorizations(int limit) {
        return transactions.lapsedAuthorizationIds(clock.now(), limit);
    }

    /**
     * A payment whose challenge lapsed unanswered: FAILED (SCA_NOT_COMPLETED) and announced. Claimed by a conditional
     * UPDATE of its deadline (which waits for an authorization holding the row, and then finds it no longer waiting):
     * of several copies of the service, or passes, only the one whose update changed the row fails it. False when
     * another claimed it or it is no longer waiting.
     */
    @Transactional
    public boolean failLapsedAuthorization(String id) {
        Instant platformNow = clock.now();
        if (!transactions.claimLapsedAuthorization(id, platformNow)) {
            return false;
        }
        MoneyTransaction tx = transactions.findRefreshed(id).orElseThrow();
        engine.authorizationLapsed(tx, PaymentEngine.now());
        return true;
    }

    /** Runs the due step of one transaction (and the undelayed ones after it); false if another copy holds it or it is not due. */
    @Transactional
    public boolean runDue(String id) {
        MoneyTransaction tx = lockOrSkip(id);
        Instant now = PaymentEngine.now();
        if (tx == null || tx.nextStepAt() == null || tx.nextStepAt().isAfter(now)) {
            return false;
        }
        engine.advance(tx, now, true, -1);
        return true;
    }

    /** An unexecuted quote whose time ran out: its transaction is EXPIRED and announced. */
    @Transactional
    public boolean expire(String id) {
        MoneyTransaction tx = lockOrSkip(id);
        if (tx == null || tx.status() != TransactionStatus.PENDING || tx.quoteExpiresAt() == null || tx.quoteExpiresAt().isAfter(clock.now())) {
            return false;
        }
        Instant now = PaymentEngine.now();
        tx.expire(now);
        events.transactionChanged(tx);
        expired.fire(new TransactionExpired(tx));
        return true;
    }

    private MoneyTransaction lockOrSkip(String id) {
        return transactions.findForUpdateSkipLocked(id).orElse(null);
    }
}
