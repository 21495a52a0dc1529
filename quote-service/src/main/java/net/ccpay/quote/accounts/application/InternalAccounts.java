package net.ccpay.quote.accounts.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.ids.InternalAccountId;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.money.Money;
import net.ccpay.common.paging.Cursor;
import net.ccpay.quote.accounts.domain.AccountEvents;
import net.ccpay.quote.accounts.domain.AccountNotActive;
import net.ccpay.quote.accounts.domain.DepositRecords;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.accounts.domain.InternalAccountRepository;
import net.ccpay.quote.accounts.domain.InternalAccountNotFound;
import net.ccpay.quote.accounts.domain.InternalAccountView;
import net.ccpay.quote.currency.PlatformCurrencies;
import net.ccpay.quote.customers.application.CustomerDirectory;
import net.ccpay.quote.customers.domain.CustomerView;
import net.ccpay.quote.ledger.domain.Holds;
import net.ccpay.quote.ledger.domain.Journal;
import net.ccpay.quote.ledger.domain.Ledger;
import net.ccpay.quote.ledger.domain.LedgerAccount;
import net.ccpay.quote.ledger.domain.LedgerAccountId;
import net.ccpay.quote.ledger.domain.PostedJournal;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * Provisioning, reading, funding and closing internal accounts. Every change is announced
 * through {@link AccountEvents} in the same transaction; money moves only through the {@link Ledger}.
 */
@ApplicationScoped
public class InternalAccounts {

    private static final Logger LOG = Logger.getLogger(InternalAccounts.class.getName());

    /** A page of accounts as read (up to {@code limit + 1} rows; the extra one says there is more). */
    public record AccountPage(List<InternalAccountView> rows, int limit, long totalCount) {}

    /** A sandbox deposit as booked: the account after it and the id of the transaction that records it. */
    public record Funding(InternalAccountView account, String transactionId) {}

    @Inject
    InternalAccountRepository accounts;

    @Inject
    PlatformCurrencies currencies;

    @Inject
    Ledger ledger;

    @Inject
    AccountEvents events;

    @Inject
    DepositRecords deposits;

    @Inject
    CustomerDirectory customers;

    /** How long new accounts stay PENDING; 0 (the default) opens them ACTIVE. */
    @Inject
    @ConfigProperty(name = "platform.sandbox.account-activation-millis", defaultValue = "0")
    long activationDelayMillis;

    /**
     * Gives an approved customer one account per supported currency: USDB is an EMBEDDED_WALLET when
     * the customer has an email at that moment, otherwise INTERNAL_CRYPTO, and either way the only USDB
     * account (one account per owner and currency). Idempotent and safe when the event path and
     * synchronous reads provision the same customer at once: they queue on the owner's row (an upsert
     * takes its exclusive lock at once, where concurrent inserts into internal_account's unique key
     * deadlock), the insert then skips rows the unique key already holds, and only the transaction that
     * inserted a row announces it.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public int provisionFor(CustomerView customer) {
        accounts.lockOwner(customer.id());
        Instant now = now();
        int created = 0;
        for (PlatformCurrencies.Config cfg : currencies.supported().values()) {
            String code = cfg.currency().code();
            String type = !cfg.currency().crypto() ? "INTERNAL_FIAT"
                    : "USDB".equals(code) && customer.email() != null ? "EMBEDDED_WALLET" : "INTERNAL_CRYPTO";
            InternalAccount a = new InternalAccount(InternalAccountId.newId().value(), customer.id(), type, code, now);
            if (activationDelayMillis <= 0) {
                a.transition(InternalAccount.Status.ACTIVE, now);
            }
            if (!accounts.addIfAbsent(a)) {
                continue;
            }
            ledger.open(new LedgerAccount(a.id(), cfg.currency(), LedgerAccount.Kind.CUSTOMER));
            events.statusUpdated(new InternalAccountView(a, Money.zero(cfg.currency())));
            created++;
        }
        if (created > 0) {
            LOG.fine(() -> "provisioned accounts for " + customer.id());
        }
        return created;
    }

    /** Provisions in a transaction of its own (the synchronous path, when a read names a customer without accounts). */
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public int provisionNow(CustomerView customer) {
        return provisionFor(customer);
    }

    @Transactional
    public boolean hasAccounts(String customerId) {
        return accounts.hasAccounts(customerId);
    }

    /** PENDING accounts older than {@code delayMillis} become ACTIVE (only when an activation delay is configured). */
    @Transactional
    public int activatePending(long delayMillis) {
        List<String> ids = accounts.pendingIdsForUpdate(Instant.now().minusMillis(delayMillis));
        Instant now = now();
        for (String id : ids) {
            InternalAccount a = accounts.findRefreshed(id).orElseThrow();
            a.transition(InternalAccount.Status.ACTIVE, now);
            if (a.customerId() != null) {
                events.statusUpdated(view(a));
            }
        }
        return ids.size();
    }

    /**
     * A deleted customer's accounts close (a PENDING one fails: it never opened), each with its
     * STATUS_UPDATED. Rows are locked in id order, as a deposit locks its account, so a deposit either
     * lands before the close or is refused after it.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public int closeFor(String customerId) {
        List<String> ids = accounts.idsOf(customerId);
        Instant now = now();
        int closed = 0;
        for (String id : ids) {
            InternalAccount a = accounts.findForUpdate(id).orElseThrow();
            InternalAccount.Status next = switch (a.status()) {
                case ACTIVE, FROZEN -> InternalAccount.Status.CLOSED;
                case PENDING -> InternalAccount.Status.FAILED;
                case CLOSED, FAILED -> null;
            };
            if (next != null) {
                a.transition(next, now);
                events.statusUpdated(view(a));
                closed++;
            }
        }
        return closed;
    }

    /** The platform's own accounts, one per supported currency, and the sandbox funding counter-accounts; created when missing. */
    @Transactional
    public void ensurePlatformAccounts() {
        Instant now = now();
        for (Currency c : CurrencyCodes.all().values()) {
            ledger.open(LedgerAccount.sandboxFunding(c));
        }
        for (PlatformCurrencies.Config cfg : currencies.supported().values()) {
            String type = cfg.currency().crypto() ? "INTERNAL_CRYPTO" : "INTERNAL_FIAT";
            InternalAccount a = new InternalAccount(InternalAccountId.newId().value(), null, type, cfg.currency().code(), now);
            a.transition(InternalAccount.Status.ACTIVE, now);
            accounts.addIfAbsent(a);
        }
        for (InternalAccountRepository.AccountCurrency row : accounts.platformAccountCurrencies()) {
            CurrencyCodes.find(row.currency()).ifPresent(c -> ledger.open(new LedgerAccount(row.id(), c, LedgerAccount.Kind.PLATFORM)));
        }
    }

    /**
     * Sets an embedded wallet's privacy (the caller checked the owner's signature). No event: the
     * contract's internal-account webhooks announce status, balance and funding instructions only.
     */
    @Transactional
    public InternalAccountView setPrivateEnabled(String id, boolean privateEnabled) {
        InternalAccount a = accounts.findForUpdate(id).orElseThrow(() -> new InternalAccountNotFound(id));
        a.privateEnabled(privateEnabled, Instant.now().truncatedTo(java.time.temporal.ChronoUnit.MICROS));
        return view(a);
    }

    @Transactional
    public Optional<InternalAccountView> get(String id) {
        return accounts.find(id).map(this::view);
    }

    /** Currencies a customer can send from (its ACTIVE accounts), oldest account first. */
    @Transactional
    public List<String> activeCurrenciesOf(String customerId) {
        return accounts.activeCurrenciesOf(customerId);
    }

    /** {@code GET /customers/internal-accounts}: a page of customers' accounts. */
    @Transactional
    public AccountPage listCustomerAccounts(String customerId, String currency, String type, int limit, Cursor after) {
        InternalAccountRepository.AccountRows page = accounts.customerAccounts(customerId, currency, type, limit, after);
        return new AccountPage(views(page.rows()), limit, page.totalCount());
    }

    /** {@code GET /platform/internal-accounts}: the platform's own accounts (unpaged). */
    @Transactional
    public List<InternalAccountView> listPlatformAccounts(String currency, String type) {
        return views(accounts.platformAccounts().stream()
                .filter(a -> currency == null || currency.equals(a.currency()))
                .filter(a -> type == null || type.equals(a.type()))
                .toList());
    }

    /**
     * Sandbox deposit: the sandbox funding account pays the internal account at once; a completed
     * incoming transaction linked to the journal records it, and both are announced. The account row
     * is locked first, so a deposit and a close never interleave and each balance event carries the
     * balance its own journal produced.
     */
    @Transactional
    public Funding fund(InternalAccountId id, long amount) {
        InternalAccount a = accounts.findForUpdate(id.value()).orElseThrow(() -> new InternalAccountNotFound(id.value()));
        if (!a.canMoveMoney()) {
            throw new AccountNotActive(a.id(), a.status());
        }
        Currency currency = CurrencyCodes.find(a.currency()).orElseThrow();
        Money money = Money.of(amount, currency);
        Instant now = now();
        PostedJournal posted = ledger.post(Journal.transfer(LedgerAccount.sandboxFunding(currency).id(), LedgerAccountId.of(a.id()), money, "Sandbox funding"));
        a.touch(now);
        InternalAccountView after = new InternalAccountView(a, posted.balanceAfter(a.id()), held(a.id(), currency));
        // the read model, or customer-service when its event has not arrived yet (the call runs outside this transaction)
        String platformCustomerId = a.customerId() == null ? null
                : customers.find(a.customerId()).map(CustomerView::platformCustomerId).orElse(null);
        // a completed incoming transaction, announced exactly as GET /transactions/{id} shows it
        String transactionId = deposits.completed(a, platformCustomerId, money, posted.id().value(), "Sandbox funding", now);
        events.balanceUpdated(after);
        return new Funding(after, transactionId);
    }

    private InternalAccountView view(InternalAccount a) {
        Currency c = CurrencyCodes.find(a.currency()).orElseThrow();
        return new InternalAccountView(a, ledger.balance(a.id()).orElse(Money.zero(c)), held(a.id(), c));
    }

    private Money held(String accountId, Currency c) {
        return ledger.balance(Holds.idOf(accountId)).orElse(Money.zero(c));
    }

    private List<InternalAccountView> views(List<InternalAccount> accounts) {
        Map<LedgerAccountId, Currency> wanted = new LinkedHashMap<>();
        accounts.forEach(a -> {
            Currency c = CurrencyCodes.find(a.currency()).orElseThrow();
            wanted.put(LedgerAccountId.of(a.id()), c);
            wanted.put(Holds.idOf(a.id()), c);
        });
        Map<LedgerAccountId, Money> balances = ledger.balances(wanted);
        List<InternalAccountView> out = new ArrayList<>(accounts.size());
        for (InternalAccount a : accounts) {
            LedgerAccountId id = LedgerAccountId.of(a.id());
            Money zero = Money.zero(wanted.get(id));
            out.add(new InternalAccountView(a, balances.getOrDefault(id, zero), balances.getOrDefault(Holds.idOf(a.id()), zero)));
        }
        return out;
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
