package net.ccpay.quote.cards.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.JpqlKeyset;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.cards.domain.Card;
import net.ccpay.quote.cards.domain.CardEvents;
import net.ccpay.quote.cards.domain.CardFundingSourceNotFound;
import net.ccpay.quote.cards.domain.CardFundingSources;
import net.ccpay.quote.cards.domain.CardLifecycle;
import net.ccpay.quote.cards.domain.CardNotFound;
import net.ccpay.quote.cards.domain.CardNumbers;
import net.ccpay.quote.cards.domain.CardState;
import net.ccpay.quote.cards.domain.CardholderKycNotApproved;
import net.ccpay.quote.cards.domain.FundingSourceIneligible;
import net.ccpay.quote.currency.CurrencyCatalog;
import net.ccpay.quote.customers.application.CustomerDirectory;
import net.ccpay.quote.customers.domain.CustomerView;
import net.ccpay.quote.ledger.domain.Holds;
import net.ccpay.quote.ledger.domain.Ledger;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.logging.Logger;

/** Issuing, reading, changing and revealing cards. Every change is announced through {@link CardEvents} in its transaction. */
@ApplicationScoped
public class Cards {

    private static final Logger LOG = Logger.getLogger(Cards.class.getName());

    /** How long a reveal link loads. */
    static final Duration REVEAL_TTL = Duration.ofMinutes(5);
    /** The sandbox processor's iframe. */
    static final String REVEAL_BASE = "https://cards.sandbox.ccpay.dev/reveal";

    public record IssueCommand(String cardholderId, String platformCardId, List<String> fundingSources, Long maxSpendPerTransaction) {}

    /** A PATCH: each part present only when the request had it ({@code limitPresent} with a null limit clears it). */
    public record UpdateCommand(Optional<CardState> state, Optional<List<String>> fundingSources, boolean limitPresent, Long limit) {}

    public record Filter(String cardholderId, String accountId, String platformCardId, CardState state, boolean ascending) {}

    public record CardPage(List<Card> rows, int limit, long totalCount) {}

    public record Reveal(String url, Instant expiresAt) {}

    /** A card's binding of one internal account (the contract's CardFundingSource). */
    public record FundingSource(String id, String cardId, String accountId, String accountType, String customerId, String cardState) {}

    @PersistenceContext
    EntityManager em;

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

    /**
     * Issues a card: the cardholder must have passed KYC, every funding source must be an active
     * account of the cardholder in one currency. The sandbox issuer provisions at once, so the card
     * is announced (CARD.STATE_CHANGE) and answered ACTIVE.
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
        Card card = new Card(id, holder.id(), platformCardId, currency, c.fundingSources(), c.maxSpendPerTransaction(), details,
                "sandbox-card-" + UUID.randomUUID(), now);
        em.persist(card);
        openHolds(c.fundingSources(), currency);
        card.provisioned(now);
        events.stateChanged(card);
        return card;
    }

    @Transactional
    public Card get(String id) {
        Card card = Ids.hasType("Card", id) ? em.find(Card.class, id) : null;
        if (card == null) {
            throw new CardNotFound(id);
        }
        return card;
    }

    /** The binding of {@code accountId} to the card: 404 when the card is unknown or the account is not one of its sources. */
    @Transactional
    public FundingSource fundingSource(String cardId, String accountId) {
        Card card = get(cardId);
        if (!card.fundingSources().contains(accountId)) {
            throw new CardFundingSourceNotFound(cardId, accountId);
        }
        InternalAccount a = em.find(InternalAccount.class, accountId);
        if (a == null) {
            throw new CardFundingSourceNotFound(cardId, accountId);
        }
        return new FundingSource(CardFundingSources.idOf(cardId, accountId), cardId, accountId, a.type(), a.customerId(), card.state().name());
    }

    @Transactional
    public CardPage list(Filter f, int limit, Cursor after) {
        StringBuilder where = new StringBuilder("1 = 1");
        Map<String, Object> params = new LinkedHashMap<>();
        if (f.cardholderId() != null) { where.append(" AND c.cardholderId = :holder"); params.put("holder", f.cardholderId()); }
        if (f.platformCardId() != null) { where.append(" AND c.platformCardId = :pcid"); params.put("pcid", f.platformCardId()); }
        if (f.state() != null) { where.append(" AND c.state = :state"); params.put("state", f.state().name()); }
        if (f.accountId() != null) {
            // ids have one fixed length, so one cannot be found inside another
            where.append(" AND c.fundingSources LIKE :acct");
            params.put("acct", "%" + f.accountId() + "%");
        }
        JpqlKeyset.Rows<Card> r = JpqlKeyset.run(em, Card.class, "c", where.toString(), params, limit, after, f.ascending());
        return new CardPage(r.rows(), limit, r.totalCount());
    }

    /**
     * Applies a PATCH under the card's row lock: the state change first (the contract's 409s), then
     * funding sources and the limit; CARD.STATE_CHANGE and CARD.FUNDING_SOURCE_CHANGE as they apply.
     */
    @Transactional
    public Card update(String id, UpdateCommand u) {
        get(id);
        Card card = em.find(Card.class, id, LockModeType.PESSIMISTIC_WRITE);
        Instant now = now();
        boolean stateChanged = false;
        if (u.state().isPresent()) {
            stateChanged = card.moveTo(u.state().get(), now);
        } else {
            CardLifecycle.checkMutable(id, card.state());
        }
        boolean sourcesChanged = false;
        if (u.fundingSources().isPresent()) {
            List<String> sources = u.fundingSources().get();
            checkFundingSources(card.cardholderId(), card.currency(), sources);
            openHolds(sources, card.currency());
            sourcesChanged = !sources.equals(card.fundingSources());
            card.fundingSources(sources, now);
        }
        if (u.limitPresent()) {
            card.maxSpendPerTransaction(u.limit(), now);
        }
        if (stateChanged && card.state() == CardState.CLOSED) {
            simulations.releaseOnClose(card.id());
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
     * Mints a reveal link: the sandbox processor's URL with the card's details sealed for the processor
     * ({@link net.ccpay.quote.cards.domain.RevealSeal}), valid for {@link #REVEAL_TTL}. The reveal is
     * audit-logged by card id only; the link and the details never reach a log.
     */
    @Transactional
    public Reveal reveal(String id) {
        Card card = get(id);
        Instant expiresAt = Instant.now().plus(REVEAL_TTL).truncatedTo(ChronoUnit.SECONDS);
        CardNumbers.Details details = keys.numbers().details(card.id(), card.createdAt());
        String token = keys.seal().seal(details, card.id(), expiresAt);
        LOG.info(() -> "Card details revealed: card " + card.id() + ", link valid until " + expiresAt);
        String url = REVEAL_BASE + "?card=" + card.id().replace(":", "%3A") + "&exp=" + expiresAt.getEpochSecond() + "&data=" + token;
        return new Reveal(url, expiresAt);
    }

    /**
     * Every source: an ACTIVE account of the cardholder, all in one currency (the card's, when it has
     * one); a fiat account, or an Embedded Wallet (which funds authorizations only while a delegated key
     * is ACTIVE for it). Returns that currency.
     */
    private String checkFundingSources(String holderId, String cardCurrency, List<String> sources) {
        String currency = cardCurrency;
        for (String s : sources) {
            InternalAccount a = Ids.hasType("InternalAccount", s) ? em.find(InternalAccount.class, s) : null;
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

    private void openHolds(List<String> sources, String currency) {
        net.ccpay.common.money.Currency c = CurrencyCatalog.find(currency).orElseThrow().money();
        sources.forEach(s -> ledger.open(Holds.of(s, c)));
    }

    static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
