package net.ccpay.quote.payments.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.ids.TransactionId;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.money.Money;
import net.ccpay.common.time.PlatformClock;
import net.ccpay.quote.accounts.domain.AccountNotActive;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.accounts.domain.InternalAccountRepository;
import net.ccpay.quote.currency.PlatformCurrencies;
import net.ccpay.quote.currency.UnsupportedCurrency;
import net.ccpay.quote.customers.application.CustomerDirectory;
import net.ccpay.quote.customers.domain.CustomerView;
import net.ccpay.quote.external.application.ExternalAccounts;
import net.ccpay.quote.external.application.OwnershipChallenges;
import net.ccpay.quote.external.domain.AccountRef;
import net.ccpay.quote.external.domain.AccountTypes;
import net.ccpay.quote.external.domain.ExternalAccount;
import net.ccpay.quote.external.domain.SandboxAccountRules;
import net.ccpay.quote.payments.domain.Counterparties;
import net.ccpay.quote.payments.domain.Counterparty;
import net.ccpay.quote.payments.domain.MoneyTransaction;
import net.ccpay.quote.payments.domain.PaymentQuote;
import net.ccpay.quote.payments.domain.PaymentRails;
import net.ccpay.quote.payments.domain.Price;
import net.ccpay.quote.payments.domain.PullOwnership;
import net.ccpay.quote.payments.domain.QuoteCommand;
import net.ccpay.quote.payments.domain.QuoteNotExecutable;
import net.ccpay.quote.payments.domain.QuoteNotFound;
import net.ccpay.quote.payments.domain.QuoteOnBehalf;
import net.ccpay.quote.payments.domain.QuotePricing;
import net.ccpay.quote.payments.domain.QuoteRepository;
import net.ccpay.quote.payments.domain.QuoteStatus;
import net.ccpay.quote.payments.domain.SandboxOutcomes;
import net.ccpay.quote.payments.domain.SelfPayment;
import net.ccpay.quote.payments.domain.TransactionRepository;
import net.ccpay.quote.payments.domain.TransactionStatus;
import net.ccpay.quote.rates.domain.AmountOutOfRange;
import net.ccpay.quote.receiver.application.ReceiverLookups;
import net.ccpay.quote.receiver.domain.SandboxUmaAddresses;
import net.ccpay.quote.sca.application.ScaChallenges;
import net.ccpay.quote.sca.domain.ScaChallenge;
import net.ccpay.quote.wallet.domain.WalletSignatureRejected;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.StringReader;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Creating, reading and executing quotes. A quote is priced once and kept; its transaction is created
 * with it (PENDING) and carries its state from then on. Executing locks the transaction's row, so a
 * quote is executed at most once however many calls arrive together; the debit and the state change
 * commit together or not at all.
 */
@ApplicationScoped
public class Quotes {

    /** A quote with its transaction, and the type of its source account (an embedded wallet's instructions differ). */
    public record QuoteView(PaymentQuote quote, MoneyTransaction transaction, String sourceAccountType) {
        public String status() { return QuoteStatus.of(transaction.status()); }
    }

    /** Where the money comes from, as resolved. */
    private record Origin(MoneyTransaction.Funding funding, String accountId, String accountType, String currency,
                          String customerId, String outcomeOverride) {}

    /** Where it goes, as resolved. */
    private record Target(MoneyTransaction.DestinationKind kind, String accountId, String currency, String rail,
                          List<String> rails, String outcome, Counterparty counterparty, String owner) {
        Target(MoneyTransaction.DestinationKind kind, String accountId, String currency, String rail, List<String> rails, String outcome,
               Counterparty counterparty) {
            this(kind, accountId, currency, rail, rails, outcome, counterparty, null);
        }
    }

    @Inject
    QuoteRepository quoteRows;

    @Inject
    Counterparties counterparties;

    @Inject
    TransactionRepository transactions;

    @Inject
    InternalAccountRepository accounts;

    @Inject
    ExternalAccounts externalAccounts;

    @Inject
    CustomerDirectory customers;

    @Inject
    PlatformCurrencies currencies;

    @Inject
    ReceiverLookups lookups;

    @Inject
    PaymentEngine engine;

    @Inject
    OwnershipChallenges ownership;

    @Inject
    QuoteScaPolicy scaPolicy;

    @Inject
    ScaChallenges scaChallenges;

    /** A quote's own times (createdAt, expiresAt) and every judgement of its expiry; see {@link #expired}. */
    @Inject
    PlatformClock clock;

    @Inject
    @ConfigProperty(name = "platform.quote.ttl-seconds", defaultValue = "300")
    long ttlSeconds;

    @Inject
    @ConfigProperty(name = "platform.lookup.ttl-seconds", defaultValue = "600")
    long lookupTtlSeconds;

    @Inject
    @ConfigProperty(name = "platform.sandbox.uma.domains", defaultValue = "sandbox.uma.money,sandbox.grid.uma.money")
    List<String> sandboxUmaDomains;

    @Transactional
    public QuoteView create(QuoteCommand cmd) {
        return create(cmd, null);
    }

    /**
     * Creates a quote, for the platform ({@code agent} null) or for an agent acting for its customer:
     * then every account the request names must be that customer's (another customer's account is
     * reported like an unknown one), the agent's policy sees the priced quote before it is kept, and
     * the quote and its transaction carry the agent's id.
     */
    @Transactional
    public QuoteView create(QuoteCommand cmd, QuoteOnBehalf agent) {
        FieldErrors errors = new FieldErrors();
        Origin origin = origin(cmd, errors);
        Target target = target(cmd, origin, errors);
        if (agent != null) {
            onlyTheAgentsAccounts(cmd, origin, agent, errors);
            if (cmd.immediatelyExecute()) {
                errors.add("immediatelyExecute", "cannot be true for an agent: execute the quote with POST /agents/me/quotes/{quoteId}/execute,"
                        + " where the agent's policy decides whether the platform must approve it");
            }
        }
        errors.throwIfAny();
        if (origin.accountId() != null && origin.accountId().equals(target.accountId())) {
            throw new SelfPayment(origin.accountId());
        }
        if (origin.funding() == MoneyTransaction.Funding.PULL && target.kind() == MoneyTransaction.DestinationKind.INTERNAL) {
            PullOwnership.require(origin.customerId(), target.owner(), target.accountId(), "source.accountId");
        }
        if (cmd.immediatelyExecute() && "EMBEDDED_WALLET".equals(origin.accountType())) {
            throw InvalidFields.of("immediatelyExecute",
                    "cannot be true for an embedded wallet source: its execute needs the wallet's signature");
        }
        if (cmd.immediatelyExecute() && origin.funding() == MoneyTransaction.Funding.REALTIME) {
            throw InvalidFields.of("immediatelyExecute",
                    "cannot be true for a REALTIME_FUNDING source: the quote completes when its funds arrive (POST /sandbox/send in the sandbox)");
        }
        Currency from = currency(origin.currency(), cmd.source().realtime() ? "source.currency" : "source.accountId");
        Currency to = currency(target.currency(), cmd.destination().uma() ? "destination.currency" : "destination.accountId");
        Optional<CheckedLookup> lookup = cmd.lookupId() == null ? Optional.empty() : Optional.of(checkLookup(cmd, origin, from, to));
        if (cmd.destination().uma() && cmd.lookupId() == null) {
            throw InvalidFields.of("lookupId", "is required for a UMA_ADDRESS destination (GET /receiver/uma/{address} returns it)");
        }

        int bps;
        long fixed;
        if (cmd.feeOverride() != null) {
            if (!cmd.feeOverride().currency().equals(from.code())) {
                throw InvalidFields.of("platformFeeOverride.platformFixedFee.currency",
                        "must be the sending currency " + from.code());
            }
            bps = cmd.feeOverride().variableBps();
            fixed = cmd.feeOverride().fixedAmount();
        } else if (!from.code().equals(to.code())) {
            PlatformCurrencies.Fee fee = currencies.feeFor(from.code());
            bps = fee.variableBps();
            fixed = fee.fixedFee();
        } else {
            // the platform's fee config prices cross-currency transactions only
            bps = 0;
            fixed = 0;
        }
        Price price = QuotePricing.price(cmd.lockSending(), cmd.lockedAmount(), bps, fixed, from, to);
        long[] bounds = lookup.map(CheckedLookup::bounds).orElseGet(() -> lookups.bounds(to));
        Money receiving = price.totalReceiving();
        if (receiving.isLessThan(Money.of(bounds[0], to)) || receiving.isGreaterThan(Money.of(bounds[1], to))) {
            throw new AmountOutOfRange("lockedCurrencyAmount", cmd.lockedAmount(), "gives " + receiving.amount() + " " + to.code()
                    + " to receive, outside the receivable range " + bounds[0] + " to " + bounds[1]);
        }
        if (target.kind() == MoneyTransaction.DestinationKind.EXTERNAL) {
            cmd.destination().account().external().flatMap(externalAccounts::findAny)
                    .ifPresent(e -> ownership.requireProvenFor(e, to.code(), receiving.amount()));
        }
        if (agent != null) {
            agent.check(origin.accountId(), price);
        }

        Instant now = PaymentEngine.now();
        Instant quotedAt = clock.now();
        Instant expires = quotedAt.plusSeconds(ttlSeconds);
        String quoteId = Ids.newId("Quote");
        TransactionId txId = TransactionId.newId();
        String customerId = origin.customerId();
        String platformCustomerId = customerId == null ? null : customers.find(customerId).map(CustomerView::platformCustomerId).orElse(null);
        String outcome = origin.outcomeOverride() != null ? origin.outcomeOverride() : target.outcome();
        MoneyTransaction tx = new MoneyTransaction(txId.value(), MoneyTransaction.Type.OUTGOING, customerId, platformCustomerId, origin.funding(), now)
                .source(cmd.source().type(), origin.accountId(), null, from.code())
                .destination(cmd.destination().type(), target.kind(), target.accountId(), cmd.destination().umaAddress(), to.code())
                .touches(origin.funding() == MoneyTransaction.Funding.INTERNAL ? origin.accountId() : null);
        tx.amounts(price.totalSending(), price.totalReceiving(), price.exchangeRate().toPlainString(), price.fees())
                .rail(target.rail(), target.rail() == null ? null : cmd.destination().paymentRail() != null ? "MANUAL" : "AUTO",
                        target.kind() == MoneyTransaction.DestinationKind.EXTERNAL ? PaymentRails.settlementSeconds(target.rail()) : PaymentRails.INTERNAL_SECONDS)
                .details(quoteId, cmd.description(), reference(quoteId), outcome, expires);
        tx.counterparty(target.counterparty());
        PaymentQuote quote = new PaymentQuote(quoteId, txId.value(), cmd.lookupId(), customerId, cmd.source(),
                origin.funding() == MoneyTransaction.Funding.INTERNAL ? origin.accountType() : null, cmd.destination(), price, quotedAt, expires);
        if (agent != null) {
            quote.createdByAgent(agent.agentId());
            tx.startedByAgent(agent.agentId());
        }
        quoteRows.add(quote);
        transactions.add(tx);
        if (lookup.map(CheckedLookup::sealed).orElse(false)) {
            claimSealedLookup(cmd.lookupId());
        }
        if (origin.funding() == MoneyTransaction.Funding.REALTIME) {
            // announced PENDING at once: the platform now waits for the funds at the payment instructions
            engine.advance(tx, now, false, 1);
            if (scaPolicy.required(quote)) {
                // unless its customer must authorize it first: its payment instructions are withheld until then
                awaitAuthorization(quote, tx, now);
            }
        }
        QuoteView view = new QuoteView(quote, tx, origin.accountType());
        if (cmd.immediatelyExecute()) {
            checkExecutable(view);
            if (scaPolicy.required(quote)) {
                // executing waits on the customer's strong customer authentication (QuoteAuthorizations)
                awaitAuthorization(quote, tx, now);
            } else {
                start(view.transaction(), now);
            }
        }
        return view;
    }

    @Transactional
    public QuoteView get(String quoteId) {
        PaymentQuote q = quoteRows.find(quoteId).orElseThrow(() -> new QuoteNotFound(quoteId));
        MoneyTransaction tx = transactions.find(q.transactionId()).orElse(null);
        return new QuoteView(q, tx, sourceAccountType(q));
    }

    /**
     * Executes a PENDING quote once: its transaction's row lock makes concurrent executes queue, and all
     * but the first find it taken. An EMBEDDED_WALLET source executes only when its owner's signature was
     * checked ({@link QuoteExecution} does that first, outside this transaction).
     */
    @Transactional
    public QuoteView execute(String quoteId, boolean walletSigned) {
        QuoteView view = lockExecutable(quoteId, walletSigned);
        start(view.transaction(), PaymentEngine.now());
        return view;
    }

    /**
     * The quote with its transaction's row locked, checked to be executable now (PENDING, not started,
     * not expired, not awaiting an approval, signed when its source is an embedded wallet); in the
     * caller's transaction, which then starts it or holds it for approval.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public QuoteView lockExecutable(String quoteId, boolean walletSigned) {
        return executable(lock(quoteId), walletSigned);
    }

    /** A quote locked by {@link #lock}, checked to be executable now as {@link #lockExecutable} checks it. */
    @Transactional(Transactional.TxType.MANDATORY)
    public QuoteView executable(QuoteView view, boolean walletSigned) {
        if ("EMBEDDED_WALLET".equals(view.sourceAccountType()) && !walletSigned) {
            throw WalletSignatureRejected.signatureMissing("Executing a quote from an embedded wallet");
        }
        checkExecutable(view);
        return view;
    }

    /**
     * Issues the quote's SCA challenge (it expires with the quote at the latest) and puts its transaction in
     * PENDING_AUTHORIZATION until then; in the caller's transaction, which holds the transaction's row. Returns the challenge.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public ScaChallenge awaitAuthorization(PaymentQuote q, MoneyTransaction tx, Instant now) {
        ScaChallenge c = scaChallenges.issue(QuoteScaPolicy.subject(q.id()), q.customerId(), q.expiresAt());
        engine.awaitAuthorization(tx, c.expiresAt(), now);
        return c;
    }

    /** The quote with its transaction's row locked, whatever its status (an authorization judges it). */
    @Transactional(Transactional.TxType.MANDATORY)
    public QuoteView lock(String quoteId) {
        PaymentQuote q = quoteRows.find(quoteId).orElseThrow(() -> new QuoteNotFound(quoteId));
        MoneyTransaction tx = transactions.findForUpdate(q.transactionId()).orElse(null);
        return new QuoteView(q, tx, sourceAccountType(q));
    }

    /**
     * The locked quote was authorized: a realtime-funded one now waits for its funds (PENDING, its payment
     * instructions given); any other starts its script where it stands (the money moves now).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void authorized(QuoteView v) {
        Instant now = PaymentEngine.now();
        if (v.transaction().funding() == MoneyTransaction.Funding.REALTIME) {
            engine.authorizedAwaitingFunds(v.transaction(), now);
        } else {
            start(v.transaction(), now);
        }
    }

    /** Starts a locked, executable transaction's script: the money moves now. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void start(MoneyTransaction tx, Instant now) {
        tx.awaitingApproval(false);
        tx.executedAt(now);
        engine.advance(tx, now, false, -1);
    }

    /**
     * Whether the quote's time ran out: judged on the platform clock its expiresAt was stamped with (which a
     * sandbox test may move forward), here, by the timers that mark it EXPIRED ({@link DueSteps}), and wherever
     * an execution, an approval or real-time funds arrive.
     */
    public boolean expired(PaymentQuote q) {
        return !clock.now().isBefore(q.expiresAt());
    }

    private void checkExecutable(QuoteView view) {
        PaymentQuote q = view.quote();
        MoneyTransaction tx = view.transaction();
        if (tx.funding() == MoneyTransaction.Funding.REALTIME) {
            throw new QuoteNotExecutable(q.id(), view.status(), "it is funded in real time: it proceeds when its funds arrive at its payment instructions");
        }
        if (!tx.notStarted()) {
            throw new QuoteNotExecutable(q.id(), view.status(), "it is " + view.status() + ", only a PENDING quote can be executed once");
        }
        if (tx.awaitingApproval()) {
            throw new QuoteNotExecutable(q.id(), view.status(), "its execution by agent " + tx.agentId() + " awaits the platform's approval"
                    + " (POST /transactions/" + tx.id() + "/approve or /reject)");
        }
        if (expired(q)) {
            throw new QuoteNotExecutable(q.id(), QuoteStatus.of(TransactionStatus.EXPIRED), "it expired at " + q.expiresAt());
        }
    }

    private static String sourceAccountType(PaymentQuote q) {
        return q.sourceAccountType();
    }

    /** An agent names only its customer's accounts; another customer's is reported like an unknown one. */
    private void onlyTheAgentsAccounts(QuoteCommand cmd, Origin origin, QuoteOnBehalf agent, FieldErrors errors) {
        if (errors.has("source.accountId") || errors.has("source.customerId")) {
            return;
        }
        if (!agent.customerId().equals(origin.customerId())) {
            if (cmd.source().realtime()) {
                errors.add("source.customerId", "must be the agent's customer " + agent.customerId());
            } else {
                errors.add("source.accountId", "no account " + cmd.source().accountId() + " of the agent's customer");
            }
        }
        AccountRef destination = cmd.destination().account();
        if (cmd.destination().uma() || destination == null || errors.has("destination.accountId")) {
            return;
        }
        String owner = null;
        if (destination instanceof AccountRef.Internal internal) {
            InternalAccount a = accounts.find(internal.id().value()).orElse(null);
            owner = a == null ? null : a.customerId();
        } else if (destination instanceof AccountRef.External external) {
            owner = externalAccounts.findAny(external.id()).map(ExternalAccount::customerId).orElse(null);
        }
        if (!agent.customerId().equals(owner)) {
            errors.add("destination.accountId", "no account " + destination.text() + " of the agent's customer");
        }
    }

    // ---- resolving the request ------------------------------------------------------------------

    private Origin origin(QuoteCommand cmd, FieldErrors errors) {
        QuoteCommand.Source s = cmd.source();
        if (s.realtime()) {
            String customerId = s.customerId();
            if (customerId != null && customers.find(customerId).isEmpty()) {
                errors.add("source.customerId", "no customer " + customerId);
            }
            return new Origin(MoneyTransaction.Funding.REALTIME, null, null, s.currency(), customerId, null);
        }
        AccountRef ref = s.account();
        String id = s.accountId();
        if (ref instanceof AccountRef.Internal internal) {
            InternalAccount a = accounts.find(internal.id().value()).orElse(null);
            if (a == null) {
                errors.add("source.accountId", "no internal account " + id);
                return new Origin(MoneyTransaction.Funding.INTERNAL, id, null, null, null, null);
            }
            if (!a.canMoveMoney()) {
                throw new AccountNotActive(a.id(), a.status());
            }
            String owner = a.customerId() != null ? a.customerId() : s.customerId();
            if (a.customerId() != null && s.customerId() != null && !s.customerId().equals(a.customerId())) {
                errors.add("source.customerId", "is not the owner of internal account " + id);
            }
            return new Origin(MoneyTransaction.Funding.INTERNAL, a.id(), a.type(), a.currency(), owner, null);
        }
        if (ref instanceof AccountRef.External external) {
            Optional<ExternalAccount> found = externalAccounts.findAny(external.id()).filter(e -> !e.isDeleted());
            if (found.isEmpty()) {
                errors.add("source.accountId", "no external account " + id);
                return new Origin(MoneyTransaction.Funding.PULL, id, null, null, null, null);
            }
            ExternalAccount e = found.get();
            if (e.customerId() != null && s.customerId() != null && !s.customerId().equals(e.customerId())) {
                errors.add("source.customerId", "is not the owner of external account " + id);
            }
            String failing = SandboxOutcomes.forTransfer(SandboxAccountRules.suffix(e.primaryIdentifier()), true).orElse(null);
            return new Origin(MoneyTransaction.Funding.PULL, e.id(), e.accountType(), e.currency(),
                    e.customerId() != null ? e.customerId() : s.customerId(), failing);
        }
        errors.add("source.accountId", FieldError.Constraint.pattern("^(InternalAccount|ExternalAccount):"), "must be an InternalAccount or ExternalAccount id");
        return new Origin(MoneyTransaction.Funding.INTERNAL, null, null, null, null, null);
    }

    private Target target(QuoteCommand cmd, Origin origin, FieldErrors errors) {
        QuoteCommand.Destination d = cmd.destination();
        if (d.uma()) {
            return umaTarget(d, errors);
        }
        AccountRef ref = d.account();
        String id = d.accountId();
        if (ref instanceof AccountRef.External external) {
            Optional<ExternalAccount> found = externalAccounts.findAny(external.id()).filter(e -> !e.isDeleted());
            if (found.isEmpty()) {
                errors.add("destination.accountId", "no external account " + id);
                return new Target(MoneyTransaction.DestinationKind.EXTERNAL, id, null, null, List.of(), "SUCCESS", null);
            }
            ExternalAccount e = found.get();
            if (e.customerId() != null && origin.customerId() != null && !e.customerId().equals(origin.customerId())) {
                errors.add("destination.accountId", "belongs to another customer than the sender");
            }
            List<String> rails = Optional.ofNullable(AccountTypes.variants().get(e.accountType())).map(AccountTypes.Variant::paymentRails).orElse(List.of());
            String rail = PaymentRails.choose(rails, d.paymentRail());
            if (d.paymentRail() != null && rail == null) {
                errors.add("destination.paymentRail", FieldError.Constraint.oneOf(rails), rails.isEmpty()
                        ? "is not offered by a " + e.accountType() + " account" : "must be one of " + String.join(", ", rails));
            }
            String outcome = SandboxOutcomes.forQuoteDestination(SandboxAccountRules.suffix(e.primaryIdentifier()));
            return new Target(MoneyTransaction.DestinationKind.EXTERNAL, e.id(), e.currency(), rail, rails, outcome, counterparties.of(e));
        }
        if (ref instanceof AccountRef.Internal internal) {
            InternalAccount a = accounts.find(internal.id().value()).orElse(null);
            if (a == null) {
                errors.add("destination.accountId", "no internal account " + id);
                return new Target(MoneyTransaction.DestinationKind.INTERNAL, id, null, null, List.of(), "SUCCESS", null);
            }
            if (!a.canMoveMoney()) {
                throw new AccountNotActive(a.id(), a.status());
            }
            if (d.paymentRail() != null) {
                errors.add("destination.paymentRail", "does not apply to an internal account");
            }
            return new Target(MoneyTransaction.DestinationKind.INTERNAL, a.id(), a.currency(), null, List.of(), "SUCCESS", null, a.customerId());
        }
        errors.add("destination.accountId", FieldError.Constraint.pattern("^(InternalAccount|ExternalAccount):"), "must be an ExternalAccount or InternalAccount id");
        return new Target(MoneyTransaction.DestinationKind.EXTERNAL, null, null, null, List.of(), "SUCCESS", null);
    }

    /** A UMA receiver: one of the brief's sandbox addresses, or one of the platform's own customers (paid into its internal account). */
    private Target umaTarget(QuoteCommand.Destination d, FieldErrors errors) {
        String address = d.umaAddress();
        int at = address.indexOf('@');
        String domain = address.substring(at + 1).toLowerCase(Locale.ROOT);
        if (sandboxUmaDomains.contains(domain)) {
            Optional<SandboxUmaAddresses.Receiver> r = SandboxUmaAddresses.find(address.substring(0, at));
            if (r.isEmpty() || r.get().behaviour() == SandboxUmaAddresses.Behaviour.UNSUPPORTED_VERSION
                    || r.get().behaviour() == SandboxUmaAddresses.Behaviour.COUNTERPARTY_DOWN) {
                errors.add("destination.umaAddress", "no payable receiver at " + address);
                return new Target(MoneyTransaction.DestinationKind.UMA, null, d.currency(), null, List.of(), "SUCCESS", null);
            }
            if (d.currency() != null && !d.currency().equals(r.get().currency())) {
                throw new UnsupportedCurrency("destination.currency", d.currency());
            }
            String outcome = switch (r.get().behaviour()) {
                case LONG_PENDING -> "UMA_LONG";
                case COMPLIANCE_FAILURE -> "UMA_COMPLIANCE";
                default -> "SUCCESS";
            };
            return new Target(MoneyTransaction.DestinationKind.UMA, null, r.get().currency(), null, List.of(), outcome, null);
        }
        Optional<CustomerView> receiver = customers.findByUmaAddress(address);
        if (receiver.isEmpty()) {
            errors.add("destination.umaAddress", "no receiver at " + address);
            return new Target(MoneyTransaction.DestinationKind.UMA, null, d.currency(), null, List.of(), "SUCCESS", null);
        }
        List<InternalAccount> active = accounts.activeOf(receiver.get().id());
        Optional<InternalAccount> account = active.stream()
                .filter(a -> d.currency() == null ? true : d.currency().equals(a.currency()))
                .findFirst();
        if (account.isEmpty()) {
            throw new UnsupportedCurrency("destination.currency", d.currency());
        }
        return new Target(MoneyTransaction.DestinationKind.INTERNAL, account.get().id(), account.get().currency(), null, List.of(), "SUCCESS", null,
                account.get().customerId());
    }

    /**
     * The lookup must be this sender's, for this destination, unused and fresh. A sealed external-account lookup id
     * ({@code ReceiverLookups.sealedLookupMadeAt}) proves that by itself; its one use is held by the quotes' unique
     * {@code lookup_id} ({@link #claimSealedLookup}). A stored lookup's row is locked, so two quotes racing for one
     * lookup queue and the second finds it used. Returns the receiving currency's bounds: a sealed lookup's are the
     * platform's current ones, which its answer showed; a stored lookup's come from its answer.
     */
    private CheckedLookup checkLookup(QuoteCommand cmd, Origin origin, Currency from, Currency to) {
        QuoteCommand.Destination d = cmd.destination();
        if (!d.uma() && origin.customerId() != null) {
            Optional<Instant> made = lookups.sealedLookupMadeAt(cmd.lookupId(), d.accountId(), origin.customerId(), from.code());
            if (made.isPresent()) {
                if (made.get().plusSeconds(lookupTtlSeconds).isBefore(Instant.now())) {
                    throw lookupExpired();
                }
                refuseUsedLookup(cmd.lookupId());
                return new CheckedLookup(lookups.bounds(to), true);
            }
        }
        Optional<QuoteRepository.StoredLookup> stored = quoteRows.lookupForUpdate(cmd.lookupId());
        if (stored.isEmpty()) {
            throw InvalidFields.of("lookupId", d.uma() ? "no lookup " + cmd.lookupId()
                    : "is not a lookup of this destination account by this sender in " + from.code());
        }
        QuoteRepository.StoredLookup r = stored.get();
        String sender = r.senderCustomerId();
        if (sender != null && !sender.equals(origin.customerId())) {
            throw InvalidFields.of("lookupId", "was made for another sender");
        }
        boolean sameDestination = d.uma() ? r.receiverUma() != null && r.receiverUma().equalsIgnoreCase(d.umaAddress())
                : r.accountId() != null && r.accountId().equals(d.accountId());
        if (!sameDestination) {
            throw InvalidFields.of("lookupId", "was made for another destination");
        }
        if (!from.code().equals(r.sendingCurrency())) {
            throw InvalidFields.of("lookupId", "priced sending from " + r.sendingCurrency() + ", not " + from.code());
        }
        Instant made = r.createdAt();
        if (made.plusSeconds(lookupTtlSeconds).isBefore(Instant.now())) {
            throw lookupExpired();
        }
        refuseUsedLookup(cmd.lookupId());
        JsonObject answer;
        try (JsonReader reader = JsonP.createReader(new StringReader(r.response()))) {
            answer = reader.readObject();
        }
        for (JsonObject p : answer.getJsonArray("supportedCurrencies").getValuesAs(JsonObject.class)) {
            if (to.code().equals(p.getJsonObject("currency").getString("code"))) {
                return new CheckedLookup(new long[] {p.getJsonNumber("min").longValue(), p.getJsonNumber("max").longValue()}, false);
            }
        }
        throw new UnsupportedCurrency(d.uma() ? "destination.currency" : "destination.accountId", to.code());
    }

    /** A lookup the quote may use: the receivable bounds it priced, and whether its id was sealed (nothing stored). */
    private record CheckedLookup(long[] bounds, boolean sealed) {}

    private InvalidFields lookupExpired() {
        return InvalidFields.of("lookupId", "expired (a lookup is valid for " + lookupTtlSeconds + " s); look the receiver up again");
    }

    private void refuseUsedLookup(String lookupId) {
        Optional<String> used = quoteRows.quoteUsingLookup(lookupId);
        if (used.isPresent()) {
            throw lookupUsed(used.get());
        }
    }

    private static InvalidFields lookupUsed(String quoteId) {
        return InvalidFields.of("lookupId", "was used by " + (quoteId == null ? "another quote" : "quote " + quoteId)
                + " already; look the receiver up again");
    }

    /**
     * The quote's row written now, so that of two quotes racing for one sealed lookup (no lookup row to lock) the
     * second waits for the first's unique {@code lookup_id} and, once that commits, is refused as a used lookup.
     */
    private void claimSealedLookup(String lookupId) {
        try {
            quoteRows.flushLookupClaim();
        } catch (QuoteRepository.LookupTaken e) {
            throw lookupUsed(null);
        }
    }

    private static Currency currency(String code, String field) {
        return CurrencyCodes.find(code).orElseThrow(() -> new UnsupportedCurrency(field, code));
    }

    /** A short reference for reconciliation and realtime funding, derived from the quote id. */
    static String reference(String id) {
        // the same reference the quote's realtime payment instructions carry
        return "CCPAY" + id.substring(id.indexOf(':') + 1).replace("-", "").toUpperCase(Locale.ROOT);
    }
}
