package net.ccpay.quote.cards.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.ids.JournalId;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.Money;
import net.ccpay.quote.accounts.domain.AccountEvents;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.accounts.domain.InternalAccountView;
import net.ccpay.quote.cards.domain.Card;
import net.ccpay.quote.cards.domain.CardId;
import net.ccpay.quote.cards.domain.CardTransactionId;
import net.ccpay.quote.cards.domain.CardTransactionRef;
import net.ccpay.quote.cards.domain.CardAccounts;
import net.ccpay.quote.cards.domain.CardEvents;
import net.ccpay.quote.cards.domain.CardNotFound;
import net.ccpay.quote.cards.domain.CardRepository;
import net.ccpay.quote.cards.domain.CardSandboxRules;
import net.ccpay.quote.cards.domain.CardTransaction;
import net.ccpay.quote.cards.domain.CardTransaction.Direction;
import net.ccpay.quote.cards.domain.CardTransaction.Kind;
import net.ccpay.quote.cards.domain.CardTransaction.Merchant;
import net.ccpay.quote.cards.domain.CardTransaction.Status;
import net.ccpay.quote.cards.domain.CardTransactionNotFound;
import net.ccpay.quote.cards.domain.CardTransactionNotInState;
import net.ccpay.quote.cards.domain.CardTransactionRepository;
import net.ccpay.quote.currency.CurrencyCatalog;
import net.ccpay.quote.customers.application.CustomerDirectory;
import net.ccpay.quote.customers.domain.CustomerView;
import net.ccpay.quote.ledger.domain.Holds;
import net.ccpay.quote.ledger.domain.Journal;
import net.ccpay.quote.ledger.domain.Ledger;
import net.ccpay.quote.ledger.domain.LedgerAccount;
import net.ccpay.quote.ledger.domain.PostedJournal;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * The sandbox card network: each simulated message moves money through the same {@link Ledger} as
 * payments. An authorization holds funds (account → its hold account, {@link Holds}); a clearing
 * captures the hold to the card network's system account (and pulls any over-authorized rest from
 * the account); a return credits the account back; a return reversal takes the refund back; a
 * balance inquiry moves nothing. The funding account's row is locked before its balance is read, as
 * payments do, so concurrent authorizations queue and never spend the same money twice. A declined
 * authorization is an outcome of the answer, not an error: nothing is booked and no transaction is made.
 */
@ApplicationScoped
public class CardSimulations {

    public enum Outcome { APPROVED, DECLINED }

    /** What a simulation did: the issuer's token, the decision, and the card transaction it made or changed (if any). */
    public record Result(String issuerTransactionToken, Outcome outcome, String declineReason, String declineDetail, CardTransaction transaction) {
        static Result declined(String reason) {
            return declined(reason, null);
        }

        static Result declined(String reason, String detail) {
            return new Result(UUID.randomUUID().toString(), Outcome.DECLINED, reason, detail, null);
        }

        static Result approved(CardTransaction tx) {
            return new Result(tx == null ? UUID.randomUUID().toString() : tx.issuerTransactionToken(), Outcome.APPROVED, null, null, tx);
        }
    }

    @Inject
    CardRepository cards;

    @Inject
    CardTransactionRepository transactions;

    @Inject
    CardAccounts accounts;

    @Inject
    Ledger ledger;

    @Inject
    CardEvents events;

    @Inject
    AccountEvents accountEvents;

    @Inject
    CustomerDirectory customers;

    /** The card network's counter-account (sharded like payments' system accounts). */
    static String network(String currency, String txId) {
        return "SYSTEM:CARD_NETWORK:" + currency + ":" + Math.floorMod(txId.hashCode(), 8);
    }

    /** The card's Embedded Wallet funding sources (they fund an authorization only with an ACTIVE delegated key). */
    @Transactional
    public List<String> walletSources(CardId cardId) {
        Card card = card(cardId);
        List<String> out = new ArrayList<>();
        for (String id : card.fundingSources()) {
            InternalAccount a = accounts.find(id).orElse(null);
            if (a != null && "EMBEDDED_WALLET".equals(a.type())) {
                out.add(id);
            }
        }
        return out;
    }

    /** A credit authorization-family message: credits never pull from a funding source. */
    public static boolean isCredit(Kind kind) {
        return kind == Kind.CREDIT_AUTHORIZATION || kind == Kind.FINANCIAL_CREDIT_AUTHORIZATION || kind == Kind.CREDIT_AUTHORIZATION_ADVICE;
    }

    /**
     * An authorization-family message (authorization, financial, credit, credit advice). A debit skips
     * the sources in {@code undelegated} (Embedded Wallets without an ACTIVE delegated key); when that
     * leaves no source to pull from, the decline says so.
     */
    @Transactional
    public Result authorize(CardId cardId, Kind kind, long amount, String currency, Merchant merchant, Set<String> undelegated) {
        Card card = card(cardId);
        if (!card.currency().equals(currency)) {
            throw InvalidFields.of("currency.code", "must be the card's currency, " + card.currency());
        }
        boolean credit = isCredit(kind);
        String refusal = stateRefusal(card);
        if (refusal != null) {
            return Result.declined(refusal);
        }
        CardSandboxRules.Outcome rule = CardSandboxRules.of(merchant.descriptor());
        if (rule == CardSandboxRules.Outcome.DECLINE_INSUFFICIENT_FUNDS) {
            return Result.declined("INSUFFICIENT_FUNDS");
        }
        if (rule == CardSandboxRules.Outcome.DECLINE_CARD_PAUSED) {
            return Result.declined("CARD_PAUSED");
        }
        if (!credit && card.maxSpendPerTransaction() != null && amount > card.maxSpendPerTransaction()) {
            return Result.declined("SPEND_LIMIT_EXCEEDED");
        }
        Instant now = Cards.now();
        InternalAccount account = credit ? firstActive(card) : fundedSource(card, amount, undelegated);
        if (account == null) {
            if (credit) {
                return Result.declined("NO_ACTIVE_FUNDING_SOURCE");
            }
            List<String> skipped = card.fundingSources().stream().filter(undelegated::contains).toList();
            return Result.declined("INSUFFICIENT_FUNDS", skipped.isEmpty() ? "no funding source covers the amount"
                    : "no funding source covers the amount; skipped without an ACTIVE delegated key: " + String.join(", ", skipped));
        }
        String platformCustomerId = customers.find(card.cardholderId()).map(CustomerView::platformCustomerId).orElse(null);
        CardTransaction tx = new CardTransaction(Ids.newId("CardTransaction"), card, platformCustomerId, account.id(),
                UUID.randomUUID().toString(), kind, credit ? Direction.CREDIT : Direction.DEBIT, merchant, amount, now);
        transactions.add(tx);
        Money m = money(amount, card.currency());
        if (rule == CardSandboxRules.Outcome.PULL_CONFIRMATION_FAILED && !credit) {
            // the network approved it but the pull on the funding source reports FAILED: nothing moved, high-urgency EXCEPTION
            tx.status(Status.EXCEPTION, now);
        } else {
            switch (kind) {
                case AUTHORIZATION -> {
                    post(account, "Card authorization hold " + tx.id(), entry(account.id(), m.negate()), entry(Holds.accountOf(account.id()), m));
                    tx.held(amount, now);
                }
                case FINANCIAL_AUTHORIZATION -> {
                    post(account, "Card financial authorization " + tx.id(), entry(account.id(), m.negate()), entry(network(card.currency(), tx.id()), m));
                    tx.pulled(amount);
                    tx.settled(amount, now);
                    tx.status(Status.SETTLED, now);
                }
                case FINANCIAL_CREDIT_AUTHORIZATION -> {
                    post(account, "Card financial credit " + tx.id(), entry(network(card.currency(), tx.id()), m.negate()), entry(account.id(), m));
                    tx.settled(amount, now);
                    tx.status(Status.SETTLED, now);
                }
                default -> { } // a credit authorization (or its advice) moves money when it clears
            }
        }
        events.transactionChanged(tx);
        return Result.approved(tx);
    }

    /** A balance inquiry: a zero-amount authorization. It moves nothing and makes no transaction. */
    @Transactional
    public Result balanceInquiry(CardId cardId, Merchant merchant) {
        Card card = card(cardId);
        String refusal = stateRefusal(card);
        if (refusal != null) {
            return Result.declined(refusal);
        }
        CardSandboxRules.Outcome rule = CardSandboxRules.of(merchant.descriptor());
        if (rule == CardSandboxRules.Outcome.DECLINE_CARD_PAUSED) {
            return Result.declined("CARD_PAUSED");
        }
        if (rule == CardSandboxRules.Outcome.DECLINE_INSUFFICIENT_FUNDS) {
            return Result.declined("INSUFFICIENT_FUNDS");
        }
        return Result.approved(null);
    }

    /**
     * A clearing: captures up to what is held and pulls any over-authorized rest from the account (an
     * EXCEPTION if the account no longer covers it); a clearing below what is held leaves the rest held
     * (PARTIALLY_SETTLED); a clearing of 0 is the authorization's expiry and releases what is held. A
     * credit clears into the account.
     */
    @Transactional
    public Result clear(CardId cardId, CardTransactionRef txId, long amount) {
        CardTransaction tx = transaction(cardId, txId, Set.of(Status.AUTHORIZED, Status.PARTIALLY_SETTLED));
        InternalAccount account = lock(tx.accountId());
        Instant now = Cards.now();
        String ccy = tx.currency();
        if (tx.direction() == Direction.CREDIT) {
            if (amount > 0) {
                post(account, "Card credit clearing " + tx.id(), entry(network(ccy, tx.id()), money(amount, ccy).negate()), entry(account.id(), money(amount, ccy)));
                tx.settled(amount, now);
            }
            tx.status(Status.SETTLED, now);
            events.transactionChanged(tx);
            return Result.approved(tx);
        }
        long held = tx.heldAmount();
        String hold = Holds.accountOf(account.id());
        if (amount == 0) {
            if (held > 0) {
                post(account, "Card authorization expiry " + tx.id(), entry(hold, money(held, ccy).negate()), entry(account.id(), money(held, ccy)));
            }
            tx.held(0, now);
            tx.status(Status.SETTLED, now);
            events.transactionChanged(tx);
            return Result.approved(tx);
        }
        long capture = Math.min(amount, held);
        long extra = amount - capture;
        if (extra > 0 && balance(account) < extra) {
            // the network settled it, but the post-hoc pull fails: capture what is held, flag the rest
            if (capture > 0) {
                post(account, "Card clearing " + tx.id(), entry(hold, money(capture, ccy).negate()), entry(network(ccy, tx.id()), money(capture, ccy)));
                tx.pulled(capture);
            }
            tx.held(0, now);
            tx.settled(capture, now);
            tx.status(Status.EXCEPTION, now);
            events.transactionChanged(tx);
            return Result.approved(tx);
        }
        List<Journal.Entry> entries = new ArrayList<>();
        if (capture > 0) {
            entries.add(entry(hold, money(capture, ccy).negate()));
        }
        if (extra > 0) {
            entries.add(entry(account.id(), money(extra, ccy).negate()));
        }
        entries.add(entry(network(ccy, tx.id()), money(amount, ccy)));
        post(account, new Journal(JournalId.newId(), "Card clearing " + tx.id(), entries));
        if (capture > 0) {
            tx.pulled(capture);
        }
        if (extra > 0) {
            tx.pulled(extra);
        }
        tx.held(held - capture, now);
        tx.settled(amount, now);
        tx.status(held - capture > 0 ? Status.PARTIALLY_SETTLED : Status.SETTLED, now);
        events.transactionChanged(tx);
        return Result.approved(tx);
    }

    /**
     * A closed card's pending authorizations reconcile to a terminal state with the same primitive as
     * an expiry (a clearing of 0): each hold goes back to its account, the transaction ends SETTLED (at
     * what had settled, if anything) with its CARD_TRANSACTION.SETTLED event and the account's
     * INTERNAL_ACCOUNT.BALANCE_UPDATED. Runs in the close's transaction, after the card's row is locked.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public int releaseOnClose(CardId cardId) {
        List<String> open = transactions.openIdsOfCard(cardId.value());
        for (String txId : open) {
            clear(cardId, CardTransactionRef.of(new CardTransactionId(txId)), 0);
        }
        return open.size();
    }

    /** A merchant's return: credits the account up to what is settled and not yet refunded; REFUNDED once all of it is. */
    @Transactional
    public Result refund(CardId cardId, CardTransactionRef txId, long amount) {
        CardTransaction tx = transaction(cardId, txId, Set.of(Status.SETTLED, Status.PARTIALLY_SETTLED));
        if (tx.direction() != Direction.DEBIT || tx.settledAmount() == 0) {
            throw new CardTransactionNotInState(tx.id(), tx.direction() + " " + tx.status(), "a settled debit");
        }
        long refundable = tx.settledAmount() - tx.refundedAmount();
        if (amount > refundable) {
            throw InvalidFields.of("amount", "must be at most the net settled amount, " + refundable);
        }
        InternalAccount account = lock(tx.accountId());
        Instant now = Cards.now();
        Money m = money(amount, tx.currency());
        post(account, "Card return " + tx.id(), entry(network(tx.currency(), tx.id()), m.negate()), entry(account.id(), m));
        tx.refunded(amount, now);
        if (tx.refundedAmount() == tx.settledAmount()) {
            tx.status(Status.REFUNDED, now);
        }
        events.transactionChanged(tx);
        return Result.approved(tx);
    }

    /** A return reversed: the refund is taken back from the account (EXCEPTION if it no longer covers it); the transaction is SETTLED again. */
    @Transactional
    public Result reverseReturn(CardId cardId, CardTransactionRef txId) {
        CardTransaction tx = transaction(cardId, txId, Set.of(Status.REFUNDED));
        InternalAccount account = lock(tx.accountId());
        Instant now = Cards.now();
        long amount = tx.refundedAmount();
        if (balance(account) < amount) {
            tx.status(Status.EXCEPTION, now);
        } else {
            Money m = money(amount, tx.currency());
            post(account, "Card return reversal " + tx.id(), entry(account.id(), m.negate()), entry(network(tx.currency(), tx.id()), m));
            tx.pulled(amount);
            tx.refundReversed(amount, now);
            tx.status(Status.SETTLED, now);
        }
        events.transactionChanged(tx);
        return Result.approved(tx);
    }

    /**
     * An authorization advice re-sizes an open authorization to a new total: the hold grows (if the
     * account covers it; otherwise the advice is declined and nothing changes) or shrinks.
     */
    @Transactional
    public Result advise(CardId cardId, CardTransactionRef txId, long newTotal) {
        CardTransaction tx = transaction(cardId, txId, Set.of(Status.AUTHORIZED, Status.PARTIALLY_SETTLED));
        if (tx.direction() != Direction.DEBIT) {
            throw new CardTransactionNotInState(tx.id(), "a credit", "a debit authorization");
        }
        InternalAccount account = lock(tx.accountId());
        Instant now = Cards.now();
        long newHeld = Math.max(0, newTotal - tx.settledAmount());
        long delta = newHeld - tx.heldAmount();
        String hold = Holds.accountOf(account.id());
        if (delta > 0) {
            if (balance(account) < delta) {
                return new Result(tx.issuerTransactionToken(), Outcome.DECLINED, "INSUFFICIENT_FUNDS", null, tx);
            }
            post(account, "Card authorization advice " + tx.id(), entry(account.id(), money(delta, tx.currency()).negate()), entry(hold, money(delta, tx.currency())));
        } else if (delta < 0) {
            post(account, "Card authorization advice " + tx.id(), entry(hold, money(-delta, tx.currency()).negate()), entry(account.id(), money(-delta, tx.currency())));
        }
        tx.held(newHeld, now);
        tx.reauthorized(newTotal, now);
        events.transactionChanged(tx);
        return Result.approved(tx);
    }

    private static String stateRefusal(Card card) {
        return switch (card.state()) {
            case ACTIVE -> null;
            // a card still being provisioned refuses authorizations as a paused one does
            case FROZEN, PROCESSING -> "CARD_PAUSED";
            case CLOSED -> "CARD_CLOSED";
            default -> "CARD_NOT_ACTIVE";
        };
    }

    /** The first funding source (in priority order, skipping {@code undelegated}) that is active and covers {@code amount}, locked; or null. */
    private InternalAccount fundedSource(Card card, long amount, Set<String> undelegated) {
        for (String id : card.fundingSources()) {
            if (undelegated.contains(id)) {
                continue;
            }
            InternalAccount a = lock(id);
            if (a != null && a.canMoveMoney() && balance(a) >= amount) {
                return a;
            }
        }
        return null;
    }

    private InternalAccount firstActive(Card card) {
        for (String id : card.fundingSources()) {
            InternalAccount a = lock(id);
            if (a != null && a.canMoveMoney()) {
                return a;
            }
        }
        return null;
    }

    /** The account row locked (PESSIMISTIC_WRITE), as payments lock it before they debit. */
    private InternalAccount lock(String id) {
        return accounts.findForUpdate(id).orElse(null);
    }

    /** Spendable balance, read while the account's row is locked (so it cannot shrink before the journal posts). */
    private long balance(InternalAccount a) {
        return ledger.balance(a.id()).map(Money::amount).orElse(0L);
    }

    private Card card(CardId id) {
        return cards.find(id.value()).orElseThrow(() -> new CardNotFound(id.value()));
    }

    /** The card first (an unknown card is the answer before an unknown transaction), then its transaction, locked. */
    private CardTransaction transaction(CardId cardId, CardTransactionRef txId, Set<Status> allowed) {
        card(cardId);
        CardTransaction tx = txId.id().flatMap(id -> transactions.findForUpdate(id.value())).orElse(null);
        if (tx == null || !tx.cardId().equals(cardId.value())) {
            throw new CardTransactionNotFound(txId.text());
        }
        if (!allowed.contains(tx.status())) {
            throw new CardTransactionNotInState(tx.id(), tx.status().name(), String.join(" or ", allowed.stream().map(Enum::name).sorted().toList()));
        }
        return tx;
    }

    private void post(InternalAccount account, String description, Journal.Entry a, Journal.Entry b) {
        post(account, new Journal(JournalId.newId(), description, List.of(a, b)));
    }

    /** Opens the system and hold accounts the journal needs, posts it, and announces the account's balances. */
    private void post(InternalAccount account, Journal j) {
        Set<String> seen = new HashSet<>();
        for (Journal.Entry e : j.entries()) {
            if (seen.add(e.accountId()) && e.accountId().startsWith("SYSTEM:")) {
                ledger.open(new LedgerAccount(e.accountId(), e.amount().currency(), LedgerAccount.Kind.SYSTEM));
            } else if (e.accountId().startsWith("HOLD:")) {
                ledger.open(Holds.of(account.id(), e.amount().currency()));
            }
        }
        PostedJournal p = ledger.post(j);
        account.touch(Cards.now());
        Money zero = Money.zero(j.entries().get(0).amount().currency());
        String hold = Holds.accountOf(account.id());
        Money balance = p.balancesAfter().containsKey(account.id()) ? p.balanceAfter(account.id()) : ledger.balance(account.id()).orElse(zero);
        Money held = p.balancesAfter().containsKey(hold) ? p.balanceAfter(hold) : ledger.balance(hold).orElse(zero);
        accountEvents.balanceUpdated(new InternalAccountView(account, balance, held));
    }

    private static Journal.Entry entry(String account, Money amount) {
        return new Journal.Entry(account, amount);
    }

    private static Money money(long amount, String code) {
        Currency c = CurrencyCatalog.find(code).orElseThrow(() -> new IllegalStateException("unknown currency " + code)).money();
        return Money.of(amount, c);
    }
}
