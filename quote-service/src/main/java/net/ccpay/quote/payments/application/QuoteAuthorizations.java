package net.ccpay.quote.payments.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.sca.ChallengeCheck;
import net.ccpay.common.time.PlatformClock;
import net.ccpay.quote.payments.domain.MoneyTransaction;
import net.ccpay.quote.payments.domain.QuoteNotExecutable;
import net.ccpay.quote.payments.domain.ScaNotRequired;
import net.ccpay.quote.sca.application.ScaChallenges;
import net.ccpay.quote.sca.domain.NoPendingScaChallenge;
import net.ccpay.quote.sca.domain.ScaAttemptsExhausted;
import net.ccpay.quote.sca.domain.ScaChallenge;
import net.ccpay.quote.sca.domain.ScaProofRejected;
import net.ccpay.quote.sca.domain.ScaSessionRequired;
import net.ccpay.quote.sca.domain.ScaSessions;

import java.util.Optional;

/**
 * Quotes whose execution waits on Strong Customer Authentication ({@link QuoteScaPolicy}). Executing one does not
 * move money: it issues an SMS challenge and puts the quote and its transaction in PENDING_AUTHORIZATION
 * (OUTGOING_PAYMENT.PENDING_AUTHORIZATION, each time a challenge is issued); a realtime-funded quote waits so from its
 * creation, its payment instructions withheld. Executing it again is refused (409) while the challenge is open, and
 * issues a new one once the last was spent by wrong codes. {@code authorize} needs the customer's SCA login session
 * (409 SCA_SESSION_REQUIRED) and the challenge's code; the payment then starts (a realtime-funded quote then waits
 * for its funds). A challenge that lapses unanswered fails the payment SCA_NOT_COMPLETED (the payment timer, or the
 * first request that finds it so); nothing was taken, so nothing moves. {@code authorize/resend} sends the code
 * again. For other customers these operations answer 409 as before.
 */
@ApplicationScoped
public class QuoteAuthorizations {

    /** A quote with the SCA challenge it waits on now (null when none). */
    public record Authorizable(Quotes.QuoteView view, ScaChallenge pending) {
        public String status() { return view.status(); }
    }

    @Inject
    Quotes quotes;

    @Inject
    QuoteExecution execution;

    @Inject
    QuoteScaPolicy policy;

    @Inject
    ScaChallenges challenges;

    @Inject
    ScaSessions sessions;

    @Inject
    PaymentEngine engine;

    /** The clock challenges and their deadlines are judged on (a sandbox test moves it forward). */
    @Inject
    PlatformClock clock;

    /** This bean through its proxy, so {@link #challenge} and {@link #authorizeLocked} run in their own transactions. */
    @Inject
    QuoteAuthorizations self;

    public Authorizable get(String quoteId) {
        return with(quotes.get(quoteId));
    }

    /** The view with the challenge it waits on: the open, unexpired challenge of a quote in PENDING_AUTHORIZATION. */
    public Authorizable with(Quotes.QuoteView v) {
        if (!v.transaction().awaitingAuthorization()) {
            return new Authorizable(v, null);
        }
        ScaChallenge open = openChallenge(v).filter(c -> !c.expired(challenges.now())).orElse(null);
        return new Authorizable(v, open);
    }

    /**
     * {@code POST /quotes/{id}/execute}: a challenge when SCA applies, the payment otherwise. A wallet's signature is
     * checked by auth-service before any row is locked ({@link QuoteExecution}); without one, everything happens in
     * one transaction ({@link #executeUnsigned}).
     */
    public Authorizable execute(String quoteId, String walletSignature, String scaFactor) {
        if (walletSignature == null || walletSignature.isBlank()) {
            return self.executeUnsigned(quoteId, scaFactor);
        }
        return new Authorizable(execution.execute(quoteId, walletSignature), null);
    }

    /**
     * An execute without a wallet signature, in one transaction with the quote's transaction row locked: the challenge
     * when the quote waits on one or SCA applies to it, the payment started otherwise (a quote from an embedded wallet
     * is refused for want of its signature).
     */
    @Transactional
    public Authorizable executeUnsigned(String quoteId, String scaFactor) {
        Quotes.QuoteView v = quotes.lock(quoteId);
        if (v.transaction().awaitingAuthorization() || policy.required(v.quote())) {
            if (scaFactor != null && !ScaChallenge.SMS_OTP.equals(scaFactor)) {
                throw InvalidFields.of("scaFactor", "must be SMS_OTP: the factor of this platform's per-payment challenges"
                        + " (TOTP cannot carry the payment's dynamic linking)");
            }
            return challenge(v);
        }
        Quotes.QuoteView executable = quotes.executable(v, false);
        quotes.start(executable.transaction(), PaymentEngine.now());
        return new Authorizable(executable, null);
    }

    /**
     * Issues the locked quote's challenge: a PENDING quote that may be executed, or one in PENDING_AUTHORIZATION whose
     * challenge was spent by wrong codes. An open challenge is refused (409), and so is a lapsed one (the payment
     * timer fails its payment SCA_NOT_COMPLETED; the execute's transaction rolls back on the 409).
     */
    private Authorizable challenge(Quotes.QuoteView v) {
        String quoteId = v.quote().id();
        MoneyTransaction tx = v.transaction();
        if (!tx.awaitingAuthorization()) {
            Quotes.QuoteView executable = quotes.executable(v, false);
            return new Authorizable(executable, quotes.awaitAuthorization(executable.quote(), executable.transaction(), PaymentEngine.now()));
        }
        if (tx.authorizationLapsedAt(clock.now())) {
            throw new QuoteNotExecutable(quoteId, v.status(), "its customer did not complete the strong customer authentication before"
                    + " its challenge expired (it fails with SCA_NOT_COMPLETED); create a new quote");
        }
        Optional<ScaChallenge> open = openChallenge(v).filter(c -> !c.expired(challenges.now()));
        if (open.isPresent()) {
            throw new QuoteNotExecutable(quoteId, "PENDING_AUTHORIZATION", "it awaits its customer's strong customer authentication: "
                    + "authorize it with POST /quotes/" + quoteId + "/authorize (POST .../authorize/resend sends the code again)");
        }
        return new Authorizable(v, quotes.awaitAuthorization(v.quote(), tx, PaymentEngine.now()));
    }

    /**
     * {@code POST /quotes/{id}/authorize}: the quote must wait on a challenge (409 otherwise; 400 EXPIRED when it
     * lapsed), the customer must have an SCA login session (409 SCA_SESSION_REQUIRED; asked of customer-service
     * before any row is locked), then the challenge's code releases the payment.
     */
    public Authorizable authorize(String quoteId, String code) {
        Quotes.QuoteView v = quotes.get(quoteId);
        refuseUnlessAwaiting(v);
        if (sessions.openUntil(v.quote().customerId()).isEmpty()) {
            throw new ScaSessionRequired(v.quote().customerId());
        }
        return self.authorizeLocked(quoteId, code);
    }

    /**
     * The authorization with the transaction's row locked, so it and the timer (or a second authorize) never both
     * decide the quote. The code is checked in a transaction of its own (a wrong attempt counts); a lapsed challenge
     * fails the payment and answers 400 EXPIRED, the failure committed.
     */
    @Transactional(dontRollbackOn = {ScaProofRejected.class, ScaAttemptsExhausted.class})
    public Authorizable authorizeLocked(String quoteId, String code) {
        Quotes.QuoteView v = quotes.lock(quoteId);
        refuseUnlessAwaiting(v);
        MoneyTransaction tx = v.transaction();
        if (failIfLapsed(tx)) {
            throw new ScaProofRejected(challenges.latest(QuoteScaPolicy.subject(quoteId)).map(ScaChallenge::id).orElse(quoteId),
                    ChallengeCheck.EXPIRED);
        }
        ScaChallenge c = openChallenge(v).orElseThrow(() -> nothingPending(v));
        challenges.satisfy(c.id(), code, true);
        quotes.authorized(v);
        return new Authorizable(v, null);
    }

    /** {@code POST /quotes/{id}/authorize/resend}: the open, unexpired challenge's code once more. */
    public void resend(String quoteId) {
        Authorizable a = get(quoteId);
        if (a.pending() == null) {
            throw nothingPending(a.view());
        }
        challenges.resend(a.pending().id());
    }

    /**
     * Refuses an authorization of a quote that does not wait on one: 400 EXPIRED for a payment that failed because its
     * challenge lapsed (whether the timer or this request saw it first), 409 otherwise.
     */
    private void refuseUnlessAwaiting(Quotes.QuoteView v) {
        MoneyTransaction tx = v.transaction();
        if (tx.awaitingAuthorization()) {
            return;
        }
        if (MoneyTransaction.SCA_NOT_COMPLETED.equals(tx.failureReason())) {
            Optional<ScaChallenge> last = challenges.latest(QuoteScaPolicy.subject(v.quote().id()));
            throw new ScaProofRejected(last.map(ScaChallenge::id).orElse(v.quote().id()), ChallengeCheck.EXPIRED);
        }
        throw nothingPending(v);
    }

    /** Fails a locked payment whose challenge lapsed (the timer's work, done by the first request that finds it so). */
    private boolean failIfLapsed(MoneyTransaction tx) {
        if (!tx.authorizationLapsedAt(clock.now())) {
            return false;
        }
        engine.authorizationLapsed(tx, PaymentEngine.now());
        return true;
    }

    private Optional<ScaChallenge> openChallenge(Quotes.QuoteView v) {
        return challenges.latest(QuoteScaPolicy.subject(v.quote().id())).filter(ScaChallenge::open);
    }

    private RuntimeException nothingPending(Quotes.QuoteView v) {
        if (!policy.customerInScaRegion(v.quote())) {
            return new ScaNotRequired(v.quote().id(), v.status());
        }
        return new NoPendingScaChallenge("Quote " + v.quote().id(), v.status());
    }
}
