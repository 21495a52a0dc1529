package net.ccpay.quote.receiver.application;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.CustomerId;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.quote.accounts.application.InternalAccounts;
import net.ccpay.quote.currency.PlatformCurrencies;
import net.ccpay.quote.currency.UnsupportedCurrency;
import net.ccpay.quote.customers.application.CustomerDirectory;
import net.ccpay.quote.customers.domain.CustomerView;
import net.ccpay.quote.external.domain.ExternalAccountId;
import net.ccpay.quote.external.domain.ExternalAccountNotFound;
import net.ccpay.quote.rates.domain.Pricing;
import net.ccpay.quote.rates.domain.SandboxRates;
import net.ccpay.quote.receiver.domain.CounterpartyUnreachable;
import net.ccpay.quote.receiver.domain.LookupAnswer;
import net.ccpay.quote.receiver.domain.LookupIds;
import net.ccpay.quote.receiver.domain.LookupInputs;
import net.ccpay.quote.receiver.domain.NoSendingAccount;
import net.ccpay.quote.receiver.domain.SandboxUmaAddresses;
import net.ccpay.quote.receiver.domain.SenderNotFound;
import net.ccpay.quote.receiver.domain.StoredLookups;
import net.ccpay.quote.receiver.domain.UmaReceiverNotFound;
import net.ccpay.quote.receiver.domain.UnsupportedUmaVersion;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The receiver lookups: which currencies an account or UMA address can receive, at what estimated
 * rate from the sender's currency, within which bounds; each answer is kept under a fresh
 * {@code Lookup:} id for the quote that follows.
 */
@ApplicationScoped
public class ReceiverLookups {

    public static final String UMA_REGEX = "^\\$[a-zA-Z0-9._-]{1,64}@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$";
    public static final Pattern UMA = Pattern.compile(UMA_REGEX);

    @Inject
    CustomerDirectory customers;

    @Inject
    InternalAccounts internalAccounts;

    @Inject
    PlatformCurrencies currencies;

    @Inject
    StoredLookups lookups;

    @Inject
    LookupInputs reads;

    @Inject
    @ConfigProperty(name = "platform.sandbox.uma.domains", defaultValue = "sandbox.uma.money,sandbox.grid.uma.money")
    List<String> sandboxUmaDomains;

    /**
     * Whether an external-account lookup answers with a sealed id ({@link LookupIds}) and stores nothing. Off only
     * during a rolling upgrade from a release whose quote-service does not open sealed ids yet (those copies would
     * refuse a quote with one); every copy of this release opens both kinds.
     */
    @Inject
    @ConfigProperty(name = "platform.lookup.sealed-ids", defaultValue = "true")
    boolean sealedIds;

    @Inject
    PlatformSettings settings;

    private LookupIds lookupIds;

    @PostConstruct
    void init() {
        lookupIds = LookupIds.derivedFrom(settings.internalSecretForKeyDerivation());
    }

    /** Who sends, and from which of its currencies. */
    record Sender(CustomerView customer, Currency sending) {}

    /**
     * {@code lookupExternalAccount}: the answer under a sealed lookup id that binds the account, the sender and the
     * sending currency ({@link LookupIds}), so nothing is written: the quote that names the id checks it against its
     * own destination, sender and currency ({@link #sealedLookupMadeAt}). No transaction spans it: its reads are one
     * statement ({@link LookupInputs#externalLookup}). With {@code platform.lookup.sealed-ids=false} the answer is
     * stored under a random id instead, committed before it returns ({@link StoredLookups#insert}). The edge checked the
     * sender's parameters (a customer or a UMA address is given) and read the ids.
     */
    public LookupAnswer lookupExternalAccount(ExternalAccountId account, CustomerId customer, String senderUma, String sendingCurrency) {
        String accountId = account.value();
        String customerId = customer == null ? null : customer.value();
        LookupInputs.ExternalLookup read = reads.externalLookup(accountId, customerId);
        Currency receiving = CurrencyCodes.find(read.accountCurrency().orElseThrow(() -> new ExternalAccountNotFound(accountId))).orElseThrow();
        Sender sender = sender(customerId, senderUma, sendingCurrency, read.sender());
        if (sealedIds) {
            String id = lookupIds.issue(Instant.now(), new LookupIds.Binding(accountId, sender.customer().id(), sender.sending().code()));
            return answer(id, accountId, null, sender, List.of(receiving));
        }
        LookupAnswer answer = answer(Ids.newId("Lookup"), accountId, null, sender, List.of(receiving));
        lookups.insert(stored(answer, sender));
        return answer;
    }

    /** {@code lookupUma}: the answer, stored under its lookup id; the edge checked the address and the sender's parameters. */
    @Transactional
    public LookupAnswer lookupUma(String receiverUma, CustomerId customer, String senderUma, String sendingCurrency) {
        String customerId = customer == null ? null : customer.value();
        int at = receiverUma.indexOf('@');
        String user = receiverUma.substring(0, at);
        String domain = receiverUma.substring(at + 1).toLowerCase();
        List<Currency> receivable;
        if (sandboxUmaDomains.contains(domain)) {
            SandboxUmaAddresses.Receiver r = SandboxUmaAddresses.find(user).orElseThrow(() -> umaNotFound(receiverUma));
            switch (r.behaviour()) {
                case UNSUPPORTED_VERSION -> throw new UnsupportedUmaVersion();
                case COUNTERPARTY_DOWN -> throw new CounterpartyUnreachable();
                default -> receivable = List.of(CurrencyCodes.find(r.currency()).orElseThrow());
            }
        } else {
            CustomerView receiver = customers.findByUmaAddress(receiverUma).orElseThrow(() -> umaNotFound(receiverUma));
            receivable = internalAccounts.activeCurrenciesOf(receiver.id()).stream()
                    .map(code -> CurrencyCodes.find(code).orElseThrow()).distinct().toList();
            if (receivable.isEmpty()) {
                throw umaNotFound(receiverUma);
            }
        }
        Sender sender = (customerId == null && senderUma == null) ? null
                : sender(customerId, senderUma, sendingCurrency, customerId == null ? Optional.empty() : reads.sender(customerId));
        if (sender == null) {
            Currency from = CurrencyCodes.find(sendingCurrency == null ? "USD" : sendingCurrency).orElseThrow(() ->
                    new UnsupportedCurrency("sendingCurrency", sendingCurrency));
            sender = new Sender(null, from);
        }
        LookupAnswer answer = answer(Ids.newId("Lookup"), null, receiverUma, sender, receivable);
        lookups.insert(stored(answer, sender));
        return answer;
    }

    /**
     * When the external-account lookup {@code lookupId} was made, if it is the sealed id of a lookup of exactly this
     * account by this sender in this sending currency; empty for any other id (a stored lookup's among them).
     */
    public Optional<Instant> sealedLookupMadeAt(String lookupId, String accountId, String senderCustomerId, String sendingCurrency) {
        return lookupIds.madeAt(lookupId, new LookupIds.Binding(accountId, senderCustomerId, sendingCurrency));
    }

    private static UmaReceiverNotFound umaNotFound(String address) {
        return new UmaReceiverNotFound(address);
    }

    /**
     * The sender and its sending currency. A sender sends from its active internal accounts; the
     * default currency is the first of its declared currencies it holds, else USD, else its oldest account's.
     * {@code known}: the sender by {@code customerId} as the read model has it, already read with the request's other reads.
     */
    private Sender sender(String customerId, String senderUma, String sendingCurrency, Optional<LookupInputs.Sender> known) {
        if (customerId == null && senderUma == null) {
            throw InvalidFields.of("customerId", "give customerId or senderUmaAddress to say who sends");
        }
        LookupInputs.Sender found = findSender(customerId, senderUma, known);
        CustomerView c = found.customer();
        if (customerId != null && senderUma != null && !senderUma.equals(c.umaAddress())) {
            throw InvalidFields.of("senderUmaAddress", "is not the UMA address of customer " + customerId);
        }
        Set<String> held = new LinkedHashSet<>(found.activeCurrencies());
        if (held.isEmpty()) {
            throw new NoSendingAccount("Customer " + c.id() + " has no active internal account to send from yet"
                    + " (accounts are provisioned once its KYC/KYB is approved)");
        }
        String code = sendingCurrency;
        if (code == null) {
            code = c.currencies().stream().filter(held::contains).findFirst().orElse(held.contains("USD") ? "USD" : held.iterator().next());
        } else if (!held.contains(code)) {
            throw new NoSendingAccount("Customer " + c.id() + " has no " + code + " account to send from; it holds "
                    + String.join(", ", held));
        }
        return new Sender(c, CurrencyCodes.find(code).orElseThrow());
    }

    /**
     * The sender with the currencies of its active accounts. By id: the read model and the accounts in one
     * statement, or, for a customer the read model does not know yet, customer-service's answer. By UMA address:
     * the read model's customer with that address.
     */
    private LookupInputs.Sender findSender(String customerId, String senderUma, Optional<LookupInputs.Sender> known) {
        if (customerId == null) {
            CustomerView c = customers.findByUmaAddress(senderUma).orElseThrow(() ->
                    new SenderNotFound("The customer with UMA address " + senderUma));
            return new LookupInputs.Sender(c, internalAccounts.activeCurrenciesOf(c.id()));
        }
        if (known.isPresent()) {
            if (known.get().customer().deleted()) {
                throw new SenderNotFound("Customer " + customerId);
            }
            return known.get();
        }
        CustomerView c = customers.find(customerId).orElseThrow(() -> new SenderNotFound("Customer " + customerId));
        return new LookupInputs.Sender(c, internalAccounts.activeCurrenciesOf(c.id()));
    }

    private LookupAnswer answer(String lookupId, String accountId, String receiverUma, Sender sender, List<Currency> receivable) {
        Currency from = sender.sending();
        PlatformCurrencies.Fee fee = currencies.feeFor(from.code());
        List<LookupAnswer.Receivable> options = new ArrayList<>();
        Set<String> fields = new LinkedHashSet<>();
        for (Currency to : receivable) {
            long[] bounds = bounds(to);
            Long minSending = null;
            Long maxSending = null;
            try {
                minSending = Pricing.sendingFor(bounds[0], fee, from, to);
                maxSending = Pricing.sendingFor(bounds[1], fee, from, to);
            } catch (ArithmeticException tooLarge) {
                // omitted: the sending-side bound does not fit an int64 for this pair
            }
            options.add(new LookupAnswer.Receivable(to, SandboxRates.display(SandboxRates.rate(from, to)), bounds[0], bounds[1],
                    minSending, maxSending));
            currencies.config(to.code()).ifPresent(c -> fields.addAll(c.requiredPayerFields()));
        }
        return new LookupAnswer(lookupId, accountId, receiverUma, from, options, List.copyOf(fields));
    }

    /** min and max receivable in {@code to}'s smallest unit: the platform's bounds, else USD 1 .. USD 1,000,000 converted. */
    public long[] bounds(Currency to) {
        return currencies.config(to.code())
                .map(c -> new long[] {c.minAmount(), c.maxAmount()})
                .orElseGet(() -> {
                    Currency usd = CurrencyCodes.find("USD").orElseThrow();
                    return new long[] {Math.max(1, SandboxRates.convert(100, usd, to)), SandboxRates.convert(100_000_000L, usd, to)};
                });
    }

    /** The row that keeps the answer for the quote that follows, as the very text the caller receives. */
    private static StoredLookups.StoredLookup stored(LookupAnswer answer, Sender sender) {
        return new StoredLookups.StoredLookup(answer.lookupId(), answer.accountId(), answer.receiverUmaAddress(),
                sender.customer() == null ? null : sender.customer().id(),
                sender.customer() == null ? null : sender.customer().umaAddress(),
                sender.sending().code(), answer, Instant.now());
    }
}
