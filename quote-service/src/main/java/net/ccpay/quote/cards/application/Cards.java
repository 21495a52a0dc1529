package net.ccpay.quote.cards.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.time.PlatformClock;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.cards.domain.Card;
import net.ccpay.quote.cards.domain.CardId;
import net.ccpay.quote.cards.domain.CardAccounts;
import net.ccpay.quote.cards.domain.CardEvents;
import net.ccpay.quote.cards.domain.CardFundingSourceNotFound;
import net.ccpay.quote.cards.domain.CardFundingSources;
import net.ccpay.quote.cards.domain.CardLifecycle;
import net.ccpay.quote.cards.domain.CardNotFound;
import net.ccpay.quote.cards.domain.CardNotMutable;
import net.ccpay.quote.cards.domain.CardNumbers;
import net.ccpay.quote.cards.domain.CardRepository;
import net.ccpay.quote.cards.domain.CardRevealRepository;
import net.ccpay.quote.cards.domain.CardSandboxRules;
import net.ccpay.quote.cards.domain.CardState;
import net.ccpay.quote.cards.domain.CardholderKycNotApproved;
import net.ccpay.quote.cards.domain.FundingSourceIneligible;
import net.ccpay.quote.cards.domain.RevealToken;
import net.ccpay.quote.currency.CurrencyCatalog;
import net.ccpay.quote.customers.application.CustomerDirectory;
import net.ccpay.quote.customers.domain.CustomerView;
import net.ccpay.quote.external.domain.AccountRef;
import net.ccpay.quote.ledger.domain.Holds;
import net.ccpay.quote.ledger.domain.Ledger;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.logging.Logger;

/** Issuing, reading, changing and revealing cards. Every change is announced through {@link CardEvents} in its transaction. */
@ApplicationScoped
public class Cards {

    private static final Logger LOG = Logger.getLogger(Cards.class.getName());

    /** How long a reveal link loads (once). */
    static final Duration REVEAL_TTL = Duration.ofMinutes(5);
    /** How long the sandbox issuer's provisioning takes by default. */
    static final String DEFAULT_ACTIVATION_MILLIS = "1000";

    public record IssueCommand(String cardholderId, String platformCardId, List<AccountRef> fundingSources, Long maxSpendPerTransaction) {}

    /** A PATCH: each part present only when the request had it ({@code limitPresent} with a null limit clears it). */
    public record UpdateCommand(Optional<CardState> state, Optional<List<AccountRef>> fundingSources, boolean limitPresent, Long limit) {}

    public record Filter(String cardholderId, String accountId, String platformCardId, CardState state, boolean ascending) {}

    public record CardPage(List<Card> rows, int limit, long totalCount) {}

    /** A minted reveal: the one-time token of the reveal page (never stored, never logged) and its expiry. */
    public record Reveal(String cardId, String token, Instant expiresAt) {}

    /** What opening a reveal page found: the card's details when {@code status} is SHOWN, else none. */
    public record RevealPage(RevealStatus status, CardNumbers.Details details) {}

    /** SHOWN once; UNKNOWN for a token never minted for this card; GONE when used, expired, or the card closed since. */
    public enum RevealStatus { SHOWN, UNKNOWN, GONE }

    /** A card's binding of one internal account (the contract's CardFundingSource). */
    public record FundingSource(String id, String cardId, String accountId, String accountType, String customerId, String cardState) {}

    @Inject
    CardRepository cards;

    @Inject
    CardRevealRepository reveals;

    @Inject
    CardAccounts accounts;

    @Inject
    CustomerDirectory customers;

    @Inject
    Ledger ledger;

    @Inject
    CardEvents events;

    @Inject
    CardKeys keys;

    @Inject
    CardSimulations simulations;

    @Inject
    PlatformClock clock;

    /** How long the sandbox issuer provisions a new card (PROCESSING) before it is ACTIVE, judged on the platform clock. */
    @Inject
    @ConfigProperty(name = "platform.sandbox.card-activation-millis", defaultValue = DEFAULT_ACTIVATION_MILLIS)
    long activationMillis;

    /**
     * Issues a card: the cardholder must have passed KYC, every funding source must be an active
     * account of the cardholder in one currency. The card is answered PROCESSING while the sandbox
     * issuer provisions it: the activation timer makes it ACTIVE {@link #activationMillis} later on the
     * platform clock ({@link #activate}, announced by CARD.STATE_CHANGE), unless its platformCardId
     * asks the issuer to make no decision ({@link CardSandboxRules#provisioning}).
     */
    @Transactional
    public Card issue(IssueCommand c) {
        CustomerView holder = customers.find(c.cardholderId())
                .orElseThrow(() -> InvalidFields.of("cardholderId", "no customer has this id"));
        if (!holder.approved()) {
            throw new CardholderKycNotApproved(holder.id());
        }
        String currency = checkFundingSources(holder.id(), null, c.fundingSources());
        Instant now = now();
        String id = Ids.newId("Card");
        CardNumbers.Details details = keys.numbers().details(id, now);
        String platformCardId = c.platformCardId() != null ? c.platformCardId() : "card-" + UUID.randomUUID();
        Instant activatesAt = CardSandboxRules.provisioning(platformCardId) == CardSandboxRules.Provisioning.ACTIVATES
                ? clock.now().plusMillis(Math.max(0, activationMillis)) : null;
        Card card = new Card(id, holder.id(), platformCardId, currency, texts(c.fundingSources()), c.maxSpendPerTransaction(), details,
                "sandbox-card-" + UUID.randomUUID(), now, activatesAt);
        cards.add(card);
        openHolds(texts(c.fundingSources()), currency);
        return card;
    }

    @Transactional
    public Card get(CardId id) {
        return cards.find(id.value()).orElseThrow(() -> new CardNotFound(id.value()));
    }

    /** The binding of {@code accountId} to the card: 404 when the card is unknown or the account is not one of its sources. */
    @Transactional
    public FundingSource fundingSource(CardId id, String accountId) {
        String cardId = id.value();
        Card card = get(id);
        if (!card.fundingSources().contains(accountId)) {
            throw new CardFundingSourceNotFound(cardId, accountId);
        }
        InternalAccount a = accounts.find(accountId).orElse(null);
        if (a == null) {
            throw new CardFundingSourceNotFound(cardId, accountId);
        }
        return new FundingSource(CardFundingSources.idOf(cardId, accountId), cardId, accountId, a.type(), a.customerId(), card.state().name());
    }

    @Transactional
    public CardPage list(Filter f, int limit, Cursor after) {
        CardRepository.Listed r = cards.list(f.cardholderId(), f.platformCardId(), f.state(), f.accountId(), f.ascending(), limit, after);
        return new CardPage(r.rows(), limit, r.totalCount());
    }

    /**
     * Applies a PATCH under the card's row lock: the state change first (the contract's 409s), then
     * funding sources and the limit; CARD.STATE_CHANGE and CARD.FUNDING_SOURCE_CHANGE as they apply.
     */
    @Transactional
    public Card update(CardId cardId, UpdateCommand u) {
        get(cardId);
        String id = cardId.value();
        Card card = cards.findForUpdate(id).orElse(null);
        Instant now = now();
        boolean stateChanged = false;
        if (u.state().isPresent()) {
            stateChanged = card.moveTo(u.state().get(), now);
        } else {
            CardLifecycle.checkMutable(id, card.state());
        }
        boolean sourcesChanged = false;
        if (u.fundingSources().isPresent()) {
            checkFundingSources(card.cardholderId(), card.currency(), u.fundingSources().get());
            List<String> sources = texts(u.fundingSources().get());
            openHolds(sources, card.currency());
            sourcesChanged = !sources.equals(card.fundingSources());
            card.fundingSources(sources, now);
        }
        if (u.limitPresent()) {
            card.maxSpendPerTransaction(u.limit(), now);
        }
        if (stateChanged && card.state() == CardState.CLOSED) {
            simulations.releaseOnClose(cardId);
        }
        if (stateChanged) {
            events.stateChanged(card);
        }
        if (sourcesChanged) {
            events.fundingSourcesChanged(card);
        }
        return card;
    }

    /**
     * Mints a reveal: a one-time token for the platform's reveal page ({@code GET /cards/{id}/pan-embed}),
     * valid for {@link #REVEAL_TTL} on the platform clock. Only the token's SHA-256 is kept. A closed card
     * is refused ({@link CardNotMutable}, 409). The reveal is audit-logged by card id and caller only;
     * the token and the details never reach a log.
     */
    @Transactional
    public Reveal reveal(CardId id, String actor) {
        Card card = get(id);
        if (card.state() == CardState.CLOSED) {
            throw CardNotMutable.revealRefused(card.id());
        }
        Instant expiresAt = clock.now().plus(REVEAL_TTL).truncatedTo(ChronoUnit.SECONDS);
        String token = RevealToken.newToken();
        reveals.add(RevealToken.hash(token), card.id(), expiresAt, now());
        LOG.info(() -> "Card details reveal minted: card " + card.id() + " by " + actor + ", page valid once until " + expiresAt);
        return new Reveal(card.id(), token, expiresAt);
    }

    /**
     * Opens a reveal page: the one conditional UPDATE that marks the token used (not used before, not
     * expired on the platform clock, minted for this card) decides, so two copies of the service can
     * never both show it. A closed card's page is GONE even when its token was still good. The
     * details are derived here, for the page only; they are never logged.
     */
    @Transactional
    public RevealPage openReveal(CardId id, String token) {
        if (!RevealToken.wellFormed(token)) {
            return new RevealPage(RevealStatus.UNKNOWN, null);
        }
        String cardId = id.value();
        String hash = RevealToken.hash(token);
        if (!reveals.claim(hash, cardId, clock.now())) {
            boolean minted = reveals.minted(hash, cardId);
            return new RevealPage(minted ? RevealStatus.GONE : RevealStatus.UNKNOWN, null);
        }
        Card card = cards.find(cardId).orElse(null);
        if (card == null || card.state() == CardState.CLOSED) {
            return new RevealPage(RevealStatus.GONE, null);
        }
        LOG.info(() -> "Card details reveal page shown: card " + cardId);
        return new RevealPage(RevealStatus.SHOWN, keys.numbers().details(card.id(), card.createdAt()));
    }

    // ---- the sandbox issuer's provisioning (run by CardActivationTimer) ----------------------------

    /** Cards whose provisioning fell due on the platform clock, oldest first. */
    @Transactional
    public List<String> dueActivations(int limit) {
        return cards.dueActivations(clock.now(), limit);
    }

    /**
     * PROCESSING → ACTIVE for one due card, claimed by a conditional UPDATE: of several copies of the
     * service (or passes) only the one whose update changed the row announces it (CARD.STATE_CHANGE, in
     * the same transaction). True when this call activated it.
     */
    @Transactional
    public boolean activate(String id) {
        Instant updatedAt = now();
        if (!cards.activateIfDue(id, updatedAt, clock.now())) {
            return false;
        }
        Card card = cards.reload(id);
        events.stateChanged(card);
        return true;
    }

    /** Forgets reveal tokens that expired more than a day ago (used or not): they can only be GONE, and a day later UNKNOWN. */
    @Transactional
    public int forgetOldReveals() {
        return reveals.forgetExpiredBefore(clock.now().minus(Duration.ofDays(1)));
    }

    /**
     * Every source: an ACTIVE account of the cardholder, all in one currency (the card's, when it has
     * one); a fiat account, or an Embedded Wallet (which funds authorizations only while a delegated key
     * is ACTIVE for it). Returns that currency.
     */
    private String checkFundingSources(String holderId, String cardCurrency, List<AccountRef> sources) {
        String currency = cardCurrency;
        for (AccountRef ref : sources) {
            String s = ref.text();
            InternalAccount a = ref.internal().flatMap(id -> accounts.find(id.value())).orElse(null);
            if (a == null || !holderId.equals(a.customerId())) {
                throw new FundingSourceIneligible(s, "it is not an internal account of the cardholder");
            }
            if (!a.canMoveMoney()) {
                throw new FundingSourceIneligible(s, "the account is " + a.status());
            }
            boolean crypto = CurrencyCatalog.find(a.currency()).map(CurrencyCatalog.Currency::crypto).orElse(true);
            if (crypto && !"EMBEDDED_WALLET".equals(a.type())) {
                throw new FundingSourceIneligible(s, "cards transact in fiat currencies or from an Embedded Wallet only");
            }
            if (currency == null) {
                currency = a.currency();
            } else if (!currency.equals(a.currency())) {
                throw new FundingSourceIneligible(s, "it is in " + a.currency() + ", not " + currency);
            }
        }
        return currency;
    }

    /** The funding sources as the request named them (each an internal account's id, once checked). */
    private static List<String> texts(List<AccountRef> sources) {
        return sources.stream().map(AccountRef::text).toList();
    }

    private void openHolds(List<String> sources, String currency) {
        net.ccpay.common.money.Currency c = CurrencyCatalog.find(currency).orElseThrow().money();
        sources.forEach(s -> ledger.open(Holds.of(s, c)));
    }

    static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
