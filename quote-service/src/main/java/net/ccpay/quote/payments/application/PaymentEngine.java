package net.ccpay.quote.payments.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.money.Money;
import net.ccpay.quote.accounts.domain.AccountEvents;
import net.ccpay.quote.accounts.domain.AccountNotActive;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.accounts.domain.InternalAccountNotFound;
import net.ccpay.quote.accounts.domain.InternalAccountRepository;
import net.ccpay.quote.accounts.domain.InternalAccountView;
import net.ccpay.quote.ledger.domain.Holds;
import net.ccpay.quote.ledger.domain.Ledger;
import net.ccpay.quote.ledger.domain.PostedJournal;
import net.ccpay.quote.payments.domain.MoneyTransaction;
import net.ccpay.quote.payments.domain.Movement;
import net.ccpay.quote.payments.domain.PaymentEvents;
import net.ccpay.quote.payments.domain.SandboxOutcomes.Step;
import net.ccpay.quote.payments.domain.SandboxOutcomes;
import net.ccpay.quote.payments.domain.Transition;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * Moves a transaction through its sandbox script ({@link SandboxOutcomes}): each step is a transition
 * the transaction checks and applies itself ({@link MoneyTransaction}, which answers the {@link Movement}
 * it makes); the engine locks the internal account it touches, posts the movement to the {@link Ledger}
 * (into flight, to the destination, back to the source) and announces the account and the transaction,
 * all in the caller's database transaction, which holds the transaction's row lock. A step with a
 * delay is not waited for: its due time is written to the row ({@code next_step_at}), and
 * {@link PaymentTimers} runs it when it is due, on whichever copy of the service finds it first. A
 * restart loses nothing: the schedule is the table.
 */
@ApplicationScoped
public class PaymentEngine {

    @Inject
    InternalAccountRepository accounts;

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
        tx.take(step.transition(), step.reason(), now).ifPresent(m -> post(tx, m));
        events.transactionChanged(tx);
    }

    /**
     * The payment waits on its customer's strong customer authentication until {@code deadline}: announced PENDING
     * first when its script starts so and it was not announced yet (the documented order is PENDING,
     * PENDING_AUTHORIZATION, PROCESSING), then PENDING_AUTHORIZATION, announced each time a challenge is issued.
     * Nothing moves; the authorization continues the script from where it stands.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void awaitAuthorization(MoneyTransaction tx, Instant deadline, Instant now) {
        List<Step> script = SandboxOutcomes.script(tx.outcome());
        if (tx.notStarted() && !script.isEmpty() && script.get(0).transition() == Transition.ANNOUNCE) {
            advance(tx, now, false, 1);
        }
        tx.awaitAuthorization(deadline, now);
        events.transactionChanged(tx);
    }

    /** The authorization lapsed: FAILED (SCA_NOT_COMPLETED), announced; nothing was taken, so nothing moves. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void authorizationLapsed(MoneyTransaction tx, Instant now) {
        tx.failUnauthorized(now);
        events.transactionChanged(tx);
    }

    /** A realtime-funded quote was authorized: PENDING again, announced, waiting for its funds at its payment instructions. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void authorizedAwaitingFunds(MoneyTransaction tx, Instant now) {
        tx.authorize(now);
        events.transactionChanged(tx);
    }

    /** Funds that arrived for a realtime-funded quote go into flight. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void receiveRealtimeFunds(MoneyTransaction tx, Money amount) {
        post(tx, tx.receiveFunds(amount));
    }

    /**
     * Posts what a transition moves. An internal account at either end is locked first (so a payment and a
     * close or a deposit never interleave); paying from it or into it needs it ACTIVE, while a refund or an
     * arriving payment is owed to it whatever it became. The ledger then locks its rows in id order, refuses
     * an overdraft, and the account's new balance is announced.
     */
    private void post(MoneyTransaction tx, Movement m) {
        InternalAccount account = m.internalAccount() == null ? null
                : m.kind().needsActiveAccount() ? lockActive(m.internalAccount()) : lock(m.internalAccount());
        PostedJournal p = ledger.post(m.journal());
        tx.posted(m, p.id().value());
        if (account != null) {
            balanceChanged(account, p);
        }
    }

    private InternalAccount lock(String id) {
        return accounts.findForUpdate(id).orElseThrow(() -> new InternalAccountNotFound(id));
    }

    private InternalAccount lockActive(String id) {
        InternalAccount a = lock(id);
        if (!a.canMoveMoney()) {
            throw new AccountNotActive(a.id(), a.status());
        }
        return a;
    }

    private void balanceChanged(InternalAccount account, PostedJournal posted) {
        account.touch(now());
        Money balance = posted.balanceAfter(account.id());
        Money held = ledger.balance(Holds.idOf(account.id())).orElse(Money.zero(balance.currency()));
        accountEvents.balanceUpdated(new InternalAccountView(account, balance, held));
    }

    static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
