package net.ccpay.quote.payments.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.quote.payments.domain.QuoteNotExecutable;
import net.ccpay.quote.payments.domain.ScaNotRequired;
import net.ccpay.quote.sca.application.ScaChallenges;
import net.ccpay.quote.sca.domain.NoPendingScaChallenge;
import net.ccpay.quote.sca.domain.ScaChallenge;

import java.util.Optional;

/**
 * Quotes whose execution waits on Strong Customer Authentication ({@link QuoteScaPolicy}): executing one does
 * not move money but issues an SMS challenge and answers the quote in PENDING_AUTHORIZATION with its
 * {@code scaChallenge}; executing it again is refused (409) while the challenge is open; {@code authorize}
 * with the challenge's code starts the payment; {@code authorize/resend} sends the code again. For other
 * customers these operations answer 409 as before.
 */
@ApplicationScoped
public class QuoteAuthorizations {

    /** A quote with the SCA challenge it waits on now (null when none). */
    public record Authorizable(Quotes.QuoteView view, ScaChallenge pending) {
        public String status() { return pending != null ? "PENDING_AUTHORIZATION" : view.status(); }
    }

    @Inject
    Quotes quotes;

    @Inject
    QuoteExecution execution;

    @Inject
    QuoteScaPolicy policy;

    @Inject
    ScaChallenges challenges;

    /** This bean through its proxy, so {@link #challenge} runs in its own transaction. */
    @Inject
    QuoteAuthorizations self;

    public Authorizable get(String quoteId) {
        return with(quotes.get(quoteId));
    }

    /** The view with the challenge it waits on: an open, unexpired challenge of a quote not yet started. */
    public Authorizable with(Quotes.QuoteView v) {
        if (!v.transaction().notStarted()) {
            return new Authorizable(v, null);
        }
        ScaChallenge open = openChallenge(v).filter(c -> !c.expired(challenges.now())).orElse(null);
        return new Authorizable(v, open);
    }

    /** {@code POST /quotes/{id}/execute}: a challenge when SCA applies, the payment otherwise. */
    public Authorizable execute(String quoteId, String walletSignature, String scaFactor) {
        if (walletSignature == null || walletSignature.isBlank()) {
            Quotes.QuoteView v = quotes.get(quoteId);
            if (policy.required(v.quote())) {
                if (scaFactor != null && !ScaChallenge.SMS_OTP.equals(scaFactor)) {
                    throw InvalidFields.of("scaFactor", "must be SMS_OTP: the factor of this platform's per-payment challenges"
                            + " (TOTP cannot carry the payment's dynamic linking)");
                }
                return self.challenge(quoteId);
            }
        }
        return new Authorizable(execution.execute(quoteId, walletSignature), null);
    }

    @Transactional
    public Authorizable challenge(String quoteId) {
        Quotes.QuoteView v = quotes.lockExecutable(quoteId, false);
        Optional<ScaChallenge> open = openChallenge(v).filter(c -> !c.expired(challenges.now()));
        if (open.isPresent()) {
            throw new QuoteNotExecutable(quoteId, "PENDING_AUTHORIZATION", "it awaits its customer's strong customer authentication: "
                    + "authorize it with POST /quotes/" + quoteId + "/authorize (POST .../authorize/resend sends the code again)");
        }
        return new Authorizable(v, challenges.issue(QuoteScaPolicy.subject(quoteId), v.quote().customerId()));
    }

    /** {@code POST /quotes/{id}/authorize}: the challenge's code, then the payment starts. */
    public Authorizable authorize(String quoteId, String code) {
        Quotes.QuoteView v = quotes.get(quoteId);
        ScaChallenge c = (v.transaction().notStarted() ? openChallenge(v) : Optional.<ScaChallenge>empty())
                .orElseThrow(() -> nothingPending(v));
        challenges.satisfy(c.id(), code, true);
        return new Authorizable(quotes.execute(quoteId, false), null);
    }

    /** {@code POST /quotes/{id}/authorize/resend}: the open, unexpired challenge's code once more. */
    public void resend(String quoteId) {
        Authorizable a = get(quoteId);
        if (a.pending() == null) {
            throw nothingPending(a.view());
        }
        challenges.resend(a.pending().id());
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
