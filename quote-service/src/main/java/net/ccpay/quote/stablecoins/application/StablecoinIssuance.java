package net.ccpay.quote.stablecoins.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.ids.InternalAccountId;
import net.ccpay.common.ids.JournalId;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.Money;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.common.time.PlatformClock;
import net.ccpay.quote.accounts.domain.AccountEvents;
import net.ccpay.quote.accounts.domain.AccountNotActive;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.accounts.domain.InternalAccountNotFound;
import net.ccpay.quote.accounts.domain.InternalAccountView;
import net.ccpay.quote.external.domain.AccountRef;
import net.ccpay.quote.external.domain.ExternalAccount;
import net.ccpay.quote.external.domain.ExternalAccountNotFound;
import net.ccpay.quote.external.domain.ExternalAccountRepository;
import net.ccpay.quote.ledger.domain.Journal;
import net.ccpay.quote.ledger.domain.Ledger;
import net.ccpay.quote.ledger.domain.LedgerAccountId;
import net.ccpay.quote.ledger.domain.PostedJournal;
import net.ccpay.quote.stablecoins.domain.BurnExceedsHoldings;
import net.ccpay.quote.stablecoins.domain.Flow;
import net.ccpay.quote.stablecoins.domain.Stablecoin;
import net.ccpay.quote.stablecoins.domain.StablecoinId;
import net.ccpay.quote.stablecoins.domain.StablecoinAmounts;
import net.ccpay.quote.stablecoins.domain.StablecoinInternalAccounts;
import net.ccpay.quote.stablecoins.domain.StablecoinLedger;
import net.ccpay.quote.stablecoins.domain.StablecoinOperation;
import net.ccpay.quote.stablecoins.domain.StablecoinOperationId;
import net.ccpay.quote.stablecoins.domain.StablecoinOperationNotFound;
import net.ccpay.quote.stablecoins.domain.StablecoinOperationRepository;
import net.ccpay.quote.stablecoins.domain.StablecoinProviders;
import net.ccpay.quote.stablecoins.domain.StablecoinRepository;
import net.ccpay.quote.stablecoins.domain.StablecoinSandboxRules;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.StringReader;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Mints and burns: each is checked against its stablecoin, its link and the accounts it names, then
 * moves money through the {@link Ledger} as its {@link Flow} says, in the caller's transaction, and
 * is settled later by the durable timer ({@code next_step_at}, run by StablecoinTimer). Internal
 * accounts are locked before they are debited or credited, and each change of their balance is
 * announced (INTERNAL_ACCOUNT.BALANCE_UPDATED); the contract has no webhook for stablecoin operations.
 */
@ApplicationScoped
public class StablecoinIssuance {

    /** How long a wire-funded mint or an external-wallet burn waits for its funds (unscaled). */
    static final Duration FUNDING_WINDOW = Duration.ofDays(7);

    /** The funding window of the sandbox's wire that never arrives ({@link StablecoinSandboxRules#wireNeverArrives}): short enough to watch it expire. */
    static final Duration UNFUNDED_WIRE_WINDOW = Duration.ofSeconds(30);

    @Inject
    StablecoinOperationRepository operations;

    @Inject
    StablecoinRepository stablecoins;

    @Inject
    StablecoinInternalAccounts internalAccounts;

    @Inject
    ExternalAccountRepository externalAccounts;

    @Inject
    StablecoinRegistry registry;

    @Inject
    StablecoinProviderLinks links;

    @Inject
    StablecoinProviders providers;

    /** The clock a funding window is stamped and judged on (a sandbox test may move it forward). */
    @Inject
    PlatformClock clock;

    @Inject
    Ledger ledger;

    @Inject
    AccountEvents accountEvents;

    /** Multiplies every sandbox delay: 1 runs the documented timings, tests shorten them. */
    @Inject
    @ConfigProperty(name = "platform.sandbox.delay-scale", defaultValue = "1")
    double delayScale;

    @Transactional
    public StablecoinOperation mint(StablecoinId stablecoinId, StablecoinCommands.Mint c) {
        Stablecoin coin = operable(stablecoinId);
        Flow flow = Flow.of(StablecoinOperation.Type.MINT, c.fundingType());
        FieldErrors errors = new FieldErrors();
        Money coins = Money.of(c.amount(), coin.coin());
        Money fiat = fiatAmount(coin, coins, errors);
        JsonObjectBuilder source = JsonP.createObjectBuilder().add("type", c.fundingType());
        InternalAccount funding = null;
        if (flow == Flow.MINT_FROM_INTERNAL_ACCOUNT) {
            funding = lockInternal(c.fundingAccount());
            if (!coin.baseCurrency().equals(funding.currency())) {
                errors.add("fundingSource.accountId", "holds " + funding.currency() + "; a mint of " + coin.symbol() + " is funded in " + coin.baseCurrency());
            }
            source.add("accountId", funding.id());
        } else if (flow != Flow.MINT_BY_WIRE) {
            ExternalAccount bank = external(c.fundingAccount());
            if (!coin.baseCurrency().equals(bank.currency())) {
                errors.add("fundingSource.externalAccountId", "is a " + bank.currency() + " account; a mint of " + coin.symbol()
                        + " is debited in " + coin.baseCurrency());
            }
            source.add("externalAccountId", bank.id());
        }
        String destinationId = c.destination().text();
        if (c.destination() instanceof AccountRef.Internal internalDestination) {
            InternalAccount d = internal(internalDestination.id());
            if (!coin.symbol().equals(d.currency())) {
                errors.add("destination.accountId", "holds " + d.currency() + ", not " + coin.symbol());
            }
        } else {
            ExternalAccount wallet = external(c.destination());
            if (!"SPARK_WALLET".equals(wallet.accountType())) {
                errors.add("destination.accountId", "must be a Spark wallet (SPARK_WALLET external account): " + coin.symbol() + " is a Spark token");
            }
        }
        errors.throwIfAny();
        Instant now = StablecoinProviderLinks.now();
        StablecoinOperation op = new StablecoinOperation(Ids.newId("StablecoinOperation"), coin, flow, coins, fiat, c.fundingType(),
                source.build().toString(), JsonP.createObjectBuilder().add("accountId", destinationId).build().toString(), c.description(), now);
        if (flow == Flow.MINT_FROM_INTERNAL_ACCOUNT) {
            PostedJournal p = ledger.post(journal("Stablecoin mint funding " + op.id(),
                    entry(funding.id(), fiat.negate()), entry(StablecoinLedger.reserve(coin.id()), fiat)));
            balanceChanged(funding, p, now);
        }
        return start(coin, op, now);
    }

    @Transactional
    public StablecoinOperation burn(StablecoinId stablecoinId, StablecoinCommands.Burn c) {
        Stablecoin coin = operable(stablecoinId);
        Flow flow = Flow.of(StablecoinOperation.Type.BURN, c.sourceType());
        FieldErrors errors = new FieldErrors();
        Money coins = Money.of(c.amount(), coin.coin());
        Money fiat = fiatAmount(coin, coins, errors);
        JsonObjectBuilder source = JsonP.createObjectBuilder().add("type", c.sourceType());
        InternalAccount holder = null;
        if (flow == Flow.BURN_FROM_INTERNAL_ACCOUNT) {
            holder = lockInternal(c.sourceAccount());
            if (!coin.symbol().equals(holder.currency())) {
                errors.add("source.accountId", "holds " + holder.currency() + ", not " + coin.symbol());
            }
            source.add("accountId", holder.id());
        }
        ExternalAccount bank = external(c.destination());
        if (!coin.baseCurrency().equals(bank.currency())) {
            errors.add("destination.externalAccountId", "is a " + bank.currency() + " account; " + coin.symbol() + " is redeemed in " + coin.baseCurrency());
        }
        errors.throwIfAny();
        String holdings = holder != null ? holder.id() : StablecoinLedger.circulating(coin.id());
        Money held = held(holdings, coin);
        if (held.isLessThan(coins)) {
            throw new BurnExceedsHoldings(coin.symbol(), held.amount(), coins.amount());
        }
        Instant now = StablecoinProviderLinks.now();
        String destination = JsonP.createObjectBuilder().add("accountId", bank.id()).add("rail", c.rail()).build().toString();
        StablecoinOperation op = new StablecoinOperation(Ids.newId("StablecoinOperation"), coin, flow, coins, fiat, c.sourceType(),
                source.build().toString(), destination, c.description(), now);
        op.estimatedDelivery(JsonP.createObjectBuilder().add("rail", c.rail()).add("amount", Long.toString(fiat.amount()))
                .add("currency", coin.baseCurrency()).add("timing", StablecoinSandboxRules.railTiming(c.rail())).build().toString());
        if (flow.movesOnCreation()) {
            Money cash = fiat;
            PostedJournal p = ledger.post(new Journal(JournalId.newId(), "Stablecoin burn " + op.id(), List.of(
                    entry(holdings, coins.negate()), entry(StablecoinLedger.issuer(coin.id()), coins),
                    entry(StablecoinLedger.reserve(coin.id()), cash.negate()), entry(StablecoinLedger.redemptions(coin.id()), cash))));
            if (holder != null) {
                balanceChanged(holder, p, now);
            }
        }
        return start(coin, op, now);
    }

    private StablecoinOperation start(Stablecoin coin, StablecoinOperation op, Instant now) {
        Flow flow = op.flow();
        if (flow.awaitsFunds()) {
            // judged on the platform clock, which a sandbox test may move forward to see the expiry
            boolean neverFunded = flow == Flow.MINT_BY_WIRE && StablecoinSandboxRules.wireNeverArrives(op.fiatAmount());
            op.awaitFunds(providers.fundingInstructions(coin, op), clock.now().plus(neverFunded ? UNFUNDED_WIRE_WINDOW : scaled(FUNDING_WINDOW.toSeconds())));
        }
        op.schedule(op.awaitsFundsThatNeverCome() ? op.expiresAt() : now.plus(scaled(flow.settleAfterSeconds())));
        operations.add(op);
        return op;
    }

    public StablecoinOperation get(StablecoinOperationId id) {
        return operations.find(id.value()).orElseThrow(() -> new StablecoinOperationNotFound(id.value()));
    }

    /** Most recent first, as the contract says. */
    public Page<StablecoinOperation> list(StablecoinId stablecoinId, String operationType, PageRequest page) {
        Stablecoin coin = registry.get(stablecoinId);
        return operations.list(coin.id(), operationType, page);
    }

    // ---- the sandbox timer ---------------------------------------------------------------------

    public List<String> due(int limit) {
        // the platform clock: it is the system clock, or ahead of it when a sandbox test moved it forward
        return operations.due(clock.now(), limit);
    }

    /**
     * Settles one due operation (skipped when another copy of the service holds it): the provider has
     * the funds, so the coins are issued, or the burned coins' fiat is paid out.
     */
    @Transactional
    public void settle(String operationId) {
        Optional<StablecoinOperation> due = operations.findScheduledForUpdateSkipLocked(operationId);
        if (due.isEmpty()) {
            return;
        }
        StablecoinOperation op = due.get();
        Stablecoin coin = stablecoins.find(op.stablecoinId()).orElse(null);
        Instant now = StablecoinProviderLinks.now();
        if (op.awaitsFundsThatNeverCome()) {
            if (clock.now().isBefore(op.expiresAt())) {
                op.schedule(op.expiresAt());
            } else {
                op.expire(now);
                coin.touch(now);
            }
            return;
        }
        Money coins = op.amount();
        Money cash = op.fiatAmount();
        String fiatIn = StablecoinLedger.fiatIn(coin.baseCurrency());
        String fiatOut = StablecoinLedger.fiatOut(coin.baseCurrency());
        List<Journal.Entry> entries = new ArrayList<>();
        InternalAccount credited = null;
        switch (op.flow()) {
            case MINT_FROM_INTERNAL_ACCOUNT, MINT_BY_ACH_DEBIT, MINT_BY_SAME_DAY_ACH_DEBIT, MINT_BY_WIRE -> {
                if (op.flow() != Flow.MINT_FROM_INTERNAL_ACCOUNT) {
                    entries.add(entry(fiatIn, cash.negate()));
                    entries.add(entry(StablecoinLedger.reserve(coin.id()), cash));
                }
                String destination = json(op.destination()).getString("accountId");
                String holder = StablecoinLedger.circulating(coin.id());
                // the stored destination: an internal account is credited, a Spark wallet's coins are in circulation
                Optional<InternalAccountId> internalDestination = InternalAccountId.parse(destination);
                if (internalDestination.isPresent()) {
                    credited = internalAccounts.findForUpdate(internalDestination.get().value()).orElse(null);
                    holder = credited.id();
                }
                entries.add(entry(StablecoinLedger.issuer(coin.id()), coins.negate()));
                entries.add(entry(holder, coins));
            }
            case BURN_FROM_INTERNAL_ACCOUNT, BURN_FROM_PROVIDER_BALANCE -> {
                entries.add(entry(StablecoinLedger.redemptions(coin.id()), cash.negate()));
                entries.add(entry(fiatOut, cash));
            }
            case BURN_FROM_EXTERNAL_ACCOUNT -> {
                Money outstanding = held(StablecoinLedger.circulating(coin.id()), coin);
                if (outstanding.isLessThan(coins)) {
                    // more was burned meanwhile than is in circulation: the deposit cannot be redeemed
                    op.fail("INSUFFICIENT_CIRCULATING_SUPPLY", now);
                    return;
                }
                entries.add(entry(StablecoinLedger.circulating(coin.id()), coins.negate()));
                entries.add(entry(StablecoinLedger.issuer(coin.id()), coins));
                entries.add(entry(StablecoinLedger.reserve(coin.id()), cash.negate()));
                entries.add(entry(fiatOut, cash));
            }
        }
        PostedJournal p = ledger.post(new Journal(JournalId.newId(), "Stablecoin " + op.type().name().toLowerCase() + " settlement " + op.id(), entries));
        if (credited != null) {
            balanceChanged(credited, p, now);
        }
        op.complete(now);
        coin.touch(now);
    }

    // ---- helpers -------------------------------------------------------------------------------

    private Stablecoin operable(StablecoinId stablecoinId) {
        Stablecoin coin = registry.get(stablecoinId);
        links.of(coin).requireUsable();
        coin.requireOperable();
        return coin;
    }

    /** What {@code coins} are worth in the coin's base currency, or an error (and nothing) when they are not a whole smallest unit of it. */
    private static Money fiatAmount(Stablecoin coin, Money coins, FieldErrors errors) {
        Currency fiat = coin.fiat();
        int fiatDecimals = fiat.decimals();
        return Money.of(StablecoinAmounts.toFiat(coins.amount(), coin.decimals(), fiatDecimals).orElseGet(() -> {
            errors.add("amount", "must be a positive multiple of " + StablecoinAmounts.unit(coin.decimals(), fiatDecimals)
                    + " (a whole " + coin.baseCurrency() + " smallest unit at " + coin.decimals() + " decimals)");
            return 0L;
        }), fiat);
    }

    /** Coins held by a ledger account (none when it has no balance yet). */
    private Money held(String ledgerAccount, Stablecoin coin) {
        LedgerAccountId id = LedgerAccountId.of(ledgerAccount);
        return ledger.balances(Map.of(id, coin.coin())).getOrDefault(id, Money.zero(coin.coin()));
    }

    /** The internal account {@code ref} names, locked; any other text (or none) is an unknown internal account. */
    private InternalAccount lockInternal(AccountRef ref) {
        InternalAccount a = ref == null ? null : ref.internal().flatMap(id -> internalAccounts.findForUpdate(id.value())).orElse(null);
        if (a == null) {
            throw new InternalAccountNotFound(ref == null ? null : ref.text());
        }
        if (!a.canMoveMoney()) {
            throw new AccountNotActive(a.id(), a.status());
        }
        return a;
    }

    private InternalAccount internal(InternalAccountId id) {
        InternalAccount a = internalAccounts.find(id.value()).orElse(null);
        if (a == null) {
            throw new InternalAccountNotFound(id.value());
        }
        return a;
    }

    /** The live external account {@code ref} names; any other text (or none) is an unknown external account. */
    private ExternalAccount external(AccountRef ref) {
        ExternalAccount a = ref == null ? null : ref.external().flatMap(id -> externalAccounts.find(id.value())).orElse(null);
        if (a == null || a.isDeleted()) {
            throw new ExternalAccountNotFound(ref == null ? null : ref.text());
        }
        return a;
    }

    private void balanceChanged(InternalAccount account, PostedJournal posted, Instant now) {
        account.touch(now);
        accountEvents.balanceUpdated(new InternalAccountView(account, posted.balanceAfter(account.id())));
    }

    private Duration scaled(double seconds) {
        return Duration.ofMillis(Math.max(1, Math.round(seconds * 1000 * delayScale)));
    }

    private static Journal journal(String description, Journal.Entry a, Journal.Entry b) {
        return new Journal(JournalId.newId(), description, List.of(a, b));
    }

    private static Journal.Entry entry(String account, Money amount) {
        return new Journal.Entry(LedgerAccountId.of(account), amount);
    }

    private static JsonObject json(String s) {
        try (var r = JsonP.createReader(new StringReader(s))) {
            return r.readObject();
        }
    }
}
