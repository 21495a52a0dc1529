package net.ccpay.quote.external.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.quote.external.domain.ExternalAccount;
import net.ccpay.quote.external.domain.ExternalAccountId;
import net.ccpay.quote.external.domain.ExternalAccountEvents;
import net.ccpay.quote.external.domain.ExternalAccountNotFound;
import net.ccpay.quote.external.domain.ExternalAccountRepository;
import net.ccpay.quote.external.domain.OwnershipChallenge;
import net.ccpay.quote.external.domain.OwnershipChallengeRepository;
import net.ccpay.quote.external.domain.OwnershipNotApplicable;
import net.ccpay.quote.external.domain.VerificationRequired;
import net.ccpay.quote.external.domain.WalletProofs;
import net.ccpay.quote.rates.domain.SandboxRates;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;

/**
 * Proving that a customer (or the platform) controls a self-custody wallet it added as FIRST_PARTY.
 * Such a wallet starts PENDING_OWNERSHIP_VERIFICATION (the sandbox applies the EU Travel Rule's
 * counterparty requirement to every platform); payments to it at or above
 * {@code platform.ownership.threshold-usd} (USD 1,000.00) are refused until its owner proves control:
 * <ul>
 *   <li>{@code WALLET_SIGNATURE}: the wallet signs the challenge's message ({@link WalletProofs}); a good
 *       signature makes the account ACTIVE, a bad or late one UNVERIFIED (a new challenge starts again);</li>
 *   <li>{@code LIVENESS}: a hosted biometric check; the sandbox runs none and passes the challenge on its own
 *       after {@code platform.ownership.liveness-seconds} (scaled like the other sandbox delays).</li>
 * </ul>
 * Every status change sends EXTERNAL_ACCOUNT.STATUS_UPDATED. A new challenge replaces the open one.
 */
@ApplicationScoped
public class OwnershipChallenges {

    /** How a verify attempt ended; the caller answers it after the attempt's changes committed. */
    public enum Outcome { PROVEN, SIGNATURE_INVALID, CHALLENGE_EXPIRED }

    public record Attempt(ExternalAccount account, Outcome outcome) {}

    @Inject
    OwnershipChallengeRepository challenges;

    @Inject
    ExternalAccountRepository accounts;

    @Inject
    ExternalAccountEvents events;

    @Inject
    @ConfigProperty(name = "platform.ownership.challenge-ttl-seconds", defaultValue = "600")
    long ttlSeconds;

    @Inject
    @ConfigProperty(name = "platform.ownership.liveness-seconds", defaultValue = "30")
    double livenessSeconds;

    @Inject
    @ConfigProperty(name = "platform.sandbox.delay-scale", defaultValue = "1")
    double delayScale;

    @Inject
    @ConfigProperty(name = "platform.ownership.threshold-usd", defaultValue = "100000")
    long thresholdUsd;

    /** Refuses a payment of {@code amount} {@code currency} to a wallet whose ownership is still unproven, from the threshold up. */
    public void requireProvenFor(ExternalAccount destination, String currency, long amount) {
        if (!destination.awaitsOwnershipProof()) {
            return;
        }
        long usd = CurrencyCodes.find(currency).flatMap(c -> CurrencyCodes.find("USD").map(u -> SandboxRates.convert(amount, c, u)))
                .orElse(Long.MAX_VALUE);
        if (usd >= thresholdUsd) {
            throw new VerificationRequired(destination.id(), destination.status(), usd, thresholdUsd);
        }
    }

    @Transactional
    public OwnershipChallenge challenge(ExternalAccountId externalId, boolean platformOwned, String method) {
        String accountId = externalId.value();
        Instant now = now();
        ExternalAccount a = lock(accountId, platformOwned);
        if (!a.isFirstPartyWallet()) {
            throw new OwnershipNotApplicable("Ownership verification applies to FIRST_PARTY self-custody wallets; " + accountId + " is a "
                    + (a.ownershipType() == null ? "" : a.ownershipType() + " ") + a.accountType());
        }
        if (!a.awaitsOwnershipProof()) {
            throw new OwnershipNotApplicable("External account " + accountId + " is " + a.status() + ": its ownership needs no proof");
        }
        Optional<WalletProofs.Scheme> scheme = WalletProofs.schemeOf(a.accountType());
        if (OwnershipChallenge.WALLET_SIGNATURE.equals(method) && scheme.isEmpty()) {
            throw new OwnershipNotApplicable(a.accountType() + " wallets have no message-signing scheme the platform checks; use method LIVENESS");
        }
        for (OwnershipChallenge open : open(accountId)) {
            open.end(OwnershipChallenge.Status.REPLACED, now);
        }
        if (a.ownershipChallenged(now)) {
            events.statusUpdated(a);
        }
        String id = Ids.newId("OwnershipChallenge");
        Instant expires = now.plusSeconds(ttlSeconds);
        OwnershipChallenge c = OwnershipChallenge.WALLET_SIGNATURE.equals(method)
                ? OwnershipChallenge.signature(id, accountId, "I verify that I control the wallet " + a.primaryIdentifier()
                        + ". Nonce: " + id.substring(id.indexOf(':') + 1), now, expires)
                : OwnershipChallenge.liveness(id, accountId, "https://liveness.sandbox.invalid/session/" + id.substring(id.indexOf(':') + 1),
                        now, expires, now.plusMillis(Math.max(1, Math.round(livenessSeconds * 1000 * delayScale))));
        challenges.add(c);
        return c;
    }

    /**
     * Checks a signature against the open WALLET_SIGNATURE challenge and records the outcome (ACTIVE,
     * or UNVERIFIED), which commits whatever the answer: the caller refuses a failed attempt after.
     */
    @Transactional
    public Attempt verify(ExternalAccountId externalId, boolean platformOwned, String signature) {
        String accountId = externalId.value();
        Instant now = now();
        ExternalAccount a = lock(accountId, platformOwned);
        OwnershipChallenge c = open(accountId).stream().filter(x -> OwnershipChallenge.WALLET_SIGNATURE.equals(x.method())).findFirst()
                .orElseThrow(() -> new OwnershipNotApplicable("No WALLET_SIGNATURE challenge is outstanding for " + accountId
                        + "; start one with POST …/external-accounts/" + accountId + "/challenge"));
        Outcome outcome;
        if (c.expiredAt(now)) {
            outcome = Outcome.CHALLENGE_EXPIRED;
        } else if (WalletProofs.verify(WalletProofs.schemeOf(a.accountType()).orElseThrow(), a.primaryIdentifier(), c.message(), signature)) {
            outcome = Outcome.PROVEN;
        } else {
            outcome = Outcome.SIGNATURE_INVALID;
        }
        c.end(outcome == Outcome.PROVEN ? OwnershipChallenge.Status.PASSED : OwnershipChallenge.Status.FAILED, now);
        boolean changed = outcome == Outcome.PROVEN ? a.ownershipProven(now) : a.ownershipNotProven(now);
        if (changed) {
            events.statusUpdated(a);
        }
        return new Attempt(a, outcome);
    }

    /** The LIVENESS challenges whose (sandbox) outcome is due. */
    @Transactional
    public List<String> dueLiveness(int limit) {
        return challenges.dueLiveness(Instant.now(), limit);
    }

    /** Passes one due LIVENESS challenge (skipped when another copy of the service holds it). */
    @Transactional
    public void passLiveness(String challengeId) {
        Optional<OwnershipChallenge> due = challenges.findOpenForUpdateSkipLocked(challengeId);
        if (due.isEmpty()) {
            return;
        }
        Instant now = now();
        OwnershipChallenge c = due.get();
        ExternalAccount a = accounts.findForUpdate(c.accountId()).orElse(null);
        c.end(OwnershipChallenge.Status.PASSED, now);
        if (a != null && !a.isDeleted() && a.ownershipProven(now)) {
            events.statusUpdated(a);
        }
    }

    private List<OwnershipChallenge> open(String accountId) {
        return challenges.openForUpdate(accountId);
    }

    /** {@code id} is a well-formed ExternalAccount id (the edge parsed it). */
    private ExternalAccount lock(String id, boolean platformOwned) {
        ExternalAccount a = accounts.findForUpdate(id).orElse(null);
        if (a == null || a.isDeleted() || a.isPlatformOwned() != platformOwned) {
            throw new ExternalAccountNotFound(id);
        }
        return a;
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
