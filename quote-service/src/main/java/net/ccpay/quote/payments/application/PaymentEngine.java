package net.ccpay.quote.payments.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.ids.JournalId;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.Money;
import net.ccpay.quote.accounts.domain.AccountEvents;
import net.ccpay.quote.accounts.domain.AccountNotActive;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.accounts.domain.InternalAccountNotFound;
import net.ccpay.quote.accounts.domain.InternalAccountView;
import net.ccpay.quote.currency.CurrencyCatalog;
import net.ccpay.quote.ledger.domain.Holds;
import net.ccpay.quote.ledger.domain.Journal;
import net.ccpay.quote.ledger.domain.Ledger;
import net.ccpay.quote.ledger.domain.PostedJournal;
import net.ccpay.quote.payments.domain.MoneyTransaction;
import net.ccpay.quote.payments.domain.PaymentAccounts;
import net.ccpay.quote.payments.domain.PaymentEvents;
import net.ccpay.quote.payments.domain.SandboxOutcomes;
import net.ccpay.quote.payments.domain.SandboxOutcomes.Step;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * Moves a transaction through its sandbox script ({@link SandboxOutcomes}): each step changes its
 * status, moves money through the {@link Ledger} (into flight, to the destination, back to the source)
 * and announces the transaction, all in the caller's database transaction, which holds the
 * transaction's row lock. A step with a delay is not waited for: its due time is written to the row
 * ({@code next_step_at}), and {@link PaymentTimers} runs it when it is due, on whichever copy of the
 * service finds it first. A restart loses nothing: the schedule is the table.
 */
@ApplicationScoped
public class PaymentEngine {

    @PersistenceContext
    EntityManager em;

    @Inject
    Ledger ledger;

    @Inject
    PaymentEvents events;

    @Inject
    AccountEvents accountEvents;

    /** Multiplies every sandbox delay: 1 runs the brief's timings, tests shorten them. */
    @Inject
    @ConfigProperty(name = "platform.sandbox.delay-scale", defaultValue = "1")
    double delayScale;

    /**
     * Runs the script from the transaction's current step: the next step runs now if it has no delay
     * (or {@code due}: its timer fired), then every following step without a delay; the first step with
     * a delay is scheduled. {@code stopAfter} (or -1) ends the run after that many steps in all, leaving
     * the rest unscheduled (a realtime-funded quote waits for its funds).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void advance(MoneyTransaction tx, Instant now, boolean due, int stopAfter) {
        List<Step> script = SandboxOutcomes.script(tx.outcome());
        int i = tx.step();
        boolean mayWait = !due;
        while (i < script.size()) {
            if (stopAfter >= 0 && i >= stopAfter) {
                tx.stepDone(i, null);
                return;
            }
            Step step = script.get(i);
            if (mayWait && step.delaySeconds() > 0) {
                tx.stepDone(i, now.plus(scaled(step.delaySeconds())));
                return;
            }
            apply(tx, step, now);
            i++;
            mayWait = true;
        }
        tx.stepDone(i, null);
    }

    /** Replaces what is left of the script with another and runs it from its first step. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void divert(MoneyTransaction tx, String outcome, int fromStep, Instant now) {
        tx.switchOutcome(outcome);
        tx.stepDone(fromStep, null);
        advance(tx, now, false, -1);
    }

    Duration scaled(double seconds) {
        return Duration.ofMillis(Math.max(1, Math.round(seconds * 1000 * delayScale)));
    }

    private void apply(MoneyTransaction tx, Step step, Instant now) {
        switch (step.action()) {
            case FUND -> fund(tx);
            case SETTLE -> settle(tx);
            case UNSETTLE -> unsettle(tx);
            case REFUND -> refund(tx);
            case CREDIT -> credit(tx);
            case NONE -> { }
        }
        tx.moveTo(step.status(), now);
        if (step.failureReason() != null) {
            tx.fail(step.failureReason());
        }
        if (step.refundStatus() != null) {
            tx.refund(step.refundStatus(), step.refundReason(), now);
        }
        events.transactionChanged(tx);
    }

    /**
     * Takes the sending amount into flight: from the source internal account (locked first, so a payment
     * and a close or a deposit never interleave; the ledger refuses an overdraft), or pulled in from the
     * external source. Realtime funding is already in flight when its funds arrived.
     */
    private void fund(MoneyTransaction tx) {
        String ccy = tx.sourceCurrency();
        Money amount = money(tx.amount(), ccy);
        switch (tx.funding()) {
            case INTERNAL -> {
                InternalAccount source = lockActive(tx.sourceAccountId());
                PostedJournal p = post(journal("Payment " + tx.id(), entry(source.id(), amount.negate()), entry(PaymentAccounts.inFlight(ccy, tx.id()), amount)));
                tx.journal(p.id().value());
                balanceChanged(source, p);
            }
            case PULL -> post(journal("Pull " + tx.id(), entry(PaymentAccounts.externalPulls(ccy, tx.id()), amount.negate()),
                    entry(PaymentAccounts.inFlight(ccy, tx.id()), amount)));
            default -> {
                return;
            }
        }
        tx.inFlight(tx.amount());
    }

    /** Funds that arrived for a realtime-funded quote go into flight. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void receiveRealtimeFunds(MoneyTransaction tx, long amount) {
        String ccy = tx.sourceCurrency();
        Money m = money(amount, ccy);
        post(journal("Realtime funding " + tx.id(), entry(PaymentAccounts.realtimeFunding(ccy, tx.id()), m.negate()), entry(PaymentAccounts.inFlight(ccy, tx.id()), m)));
        tx.inFlight(amount);
    }

    /** Delivers what is in flight: out of the platform (external account or UMA), or converted into the internal destination. */
    private void settle(MoneyTransaction tx) {
        long sent = tx.inFlight();
        if (sent <= 0) {
            throw new IllegalStateException("transaction " + tx.id() + " settles with nothing in flight");
        }
        String from = tx.sourceCurrency();
        Money out = money(sent, from);
        List<Journal.Entry> entries = new ArrayList<>();
        entries.add(entry(PaymentAccounts.inFlight(from, tx.id()), out.negate()));
        InternalAccount destination = null;
        if (tx.destinationKind() == MoneyTransaction.DestinationKind.INTERNAL) {
            destination = lockActive(tx.destinationAccountId());
            String to = tx.destinationCurrency();
            Money in = money(tx.receivedAmount(), to);
            if (from.equals(to)) {
                if (sent != tx.receivedAmount()) {
                    entries.add(entry(PaymentAccounts.fees(from, tx.id()), money(sent - tx.receivedAmount(), from)));
                }
            } else {
                entries.add(entry(PaymentAccounts.fx(from, tx.id()), out));
                entries.add(entry(PaymentAccounts.fx(to, tx.id()), in.negate()));
            }
            entries.add(entry(destination.id(), in));
        } else {
            entries.add(entry(PaymentAccounts.externalPayouts(from, tx.id()), out));
        }
        PostedJournal p = post(new Journal(JournalId.newId(), "Settlement " + tx.id(), entries));
        tx.inFlight(0);
        tx.settled(true);
        if (destination != null) {
            balanceChanged(destination, p);
        }
    }

    /** A payout that came back (the receiving bank returned it): the money is in flight again, on its way back. */
    private void unsettle(MoneyTransaction tx) {
        if (!tx.settled() || tx.destinationKind() == MoneyTransaction.DestinationKind.INTERNAL) {
            return;
        }
        String ccy = tx.sourceCurrency();
        Money m = money(tx.amount(), ccy);
        post(journal("Return " + tx.id(), entry(PaymentAccounts.externalPayouts(ccy, tx.id()), m.negate()), entry(PaymentAccounts.inFlight(ccy, tx.id()), m)));
        tx.inFlight(tx.amount());
        tx.settled(false);
    }

    /** Returns what is in flight to where it came from: the source account, the external source, or the realtime sender. */
    private void refund(MoneyTransaction tx) {
        long amount = tx.inFlight();
        if (amount <= 0) {
            return;
        }
        String ccy = tx.sourceCurrency();
        Money m = money(amount, ccy);
        Journal.Entry from = entry(PaymentAccounts.inFlight(ccy, tx.id()), m.negate());
        switch (tx.funding()) {
            case INTERNAL -> {
                InternalAccount source = em.find(InternalAccount.class, tx.sourceAccountId(), LockModeType.PESSIMISTIC_WRITE);
                // a refund is owed whatever became of the account since (frozen or closed): it goes back to it
                PostedJournal p = post(journal("Refund " + tx.id(), from, entry(source.id(), m)));
                balanceChanged(source, p);
            }
            case PULL -> post(journal("Refund " + tx.id(), from, entry(PaymentAccounts.externalPulls(ccy, tx.id()), m)));
            default -> post(journal("Refund " + tx.id(), from, entry(PaymentAccounts.realtimeFunding(ccy, tx.id()), m)));
        }
        tx.inFlight(0);
    }

    /** An incoming payment arrives in its internal account. */
    private void credit(MoneyTransaction tx) {
        InternalAccount destination = em.find(InternalAccount.class, tx.destinationAccountId(), LockModeType.PESSIMISTIC_WRITE);
        String ccy = tx.destinationCurrency();
        Money m = money(tx.receivedAmount(), ccy);
        String counter = tx.funding() == MoneyTransaction.Funding.PULL ? PaymentAccounts.externalPulls(ccy, tx.id()) : PaymentAccounts.umaIncoming(ccy, tx.id());
        PostedJournal p = post(journal("Incoming " + tx.id(), entry(counter, m.negate()), entry(destination.id(), m)));
        tx.journal(p.id().value());
        balanceChanged(destination, p);
    }

    private InternalAccount lockActive(String id) {
        InternalAccount a = em.find(InternalAccount.class, id, LockModeType.PESSIMISTIC_WRITE);
        if (a == null) {
            throw new InternalAccountNotFound(id);
        }
        if (!a.canMoveMoney()) {
            throw new AccountNotActive(a.id(), a.status());
        }
        return a;
    }

    private void balanceChanged(InternalAccount account, PostedJournal posted) {
        account.touch(now());
        Money balance = posted.balanceAfter(account.id());
        Money held = ledger.balance(Holds.accountOf(account.id())).orElse(Money.zero(balance.currency()));
        accountEvents.balanceUpdated(new InternalAccountView(account, balance, held));
    }

    private PostedJournal post(Journal j) {
        return ledger.post(j);
    }

    private static Journal journal(String description, Journal.Entry a, Journal.Entry b) {
        return new Journal(JournalId.newId(), description, List.of(a, b));
    }

    private static Journal.Entry entry(String account, Money amount) {
        return new Journal.Entry(account, amount);
    }

    static Money money(long amount, String code) {
        Currency c = CurrencyCatalog.find(code).orElseThrow(() -> new IllegalStateException("unknown currency " + code)).money();
        return Money.of(amount, c);
    }

    static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
