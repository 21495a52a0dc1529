package net.ccpay.quote.payments.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.TransactionId;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.money.Money;
import net.ccpay.quote.accounts.domain.AccountNotActive;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.accounts.domain.InternalAccountRepository;
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
import net.ccpay.quote.payments.domain.MoneyTransaction;
import net.ccpay.quote.payments.domain.PaymentRails;
import net.ccpay.quote.payments.domain.PullOwnership;
import net.ccpay.quote.payments.domain.SandboxOutcomes;
import net.ccpay.quote.payments.domain.TransactionRepository;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The deprecated same-currency transfers, as thin wrappers over the payment machinery: a transfer-in
 * pulls from an external account into an internal one (the source's sandbox suffix decides), a
 * transfer-out pays from an internal account to an external one (the destination's suffix decides).
 * Both execute at once; the transaction is returned as it stands after the request.
 *
 * <p>An agent's transfer is first {@linkplain #prepareIn prepared} (checked and built, owned by the
 * agent's customer), then either {@linkplain #start started} or {@linkplain #hold held} for the
 * platform's approval, in the caller's transaction, which the agent's policy decides.
 */
@ApplicationScoped
public class Transfers {

    @Inject
    TransactionRepository transactions;

    @Inject
    Counterparties counterparties;

    @Inject
    InternalAccountRepository accounts;

    @Inject
    ExternalAccounts externalAccounts;

    @Inject
    CustomerDirectory customers;

    @Inject
    PaymentEngine engine;

    @Inject
    OwnershipChallenges ownership;

    @Transactional
    public MoneyTransaction transferIn(AccountRef externalId, AccountRef internalId, long amount) {
        return start(prepareIn(externalId, internalId, amount, null));
    }

    @Transactional
    public MoneyTransaction transferOut(AccountRef internalId, AccountRef externalId, String paymentRail, long amount, String description) {
        return start(prepareOut(internalId, externalId, paymentRail, amount, description, null));
    }

    /**
     * A transfer-in checked and built, not yet kept. With {@code agentCustomerId}, both accounts must be
     * that customer's (another customer's account is reported like an unknown one).
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public MoneyTransaction prepareIn(AccountRef externalId, AccountRef internalId, long amount, String agentCustomerId) {
        FieldErrors errors = new FieldErrors();
        ExternalAccount source = external(externalId, "source.accountId", errors);
        InternalAccount destination = internal(internalId, "destination.accountId", errors);
        onlyOwnedBy(agentCustomerId, source, "source.accountId", destination, "destination.accountId", errors);
        errors.throwIfAny();
        sameOwner(source, destination, "source.accountId");
        sameCurrency(source, destination);
        String outcome = SandboxOutcomes.forTransfer(SandboxAccountRules.suffix(source.primaryIdentifier()), true).orElse("SUCCESS");
        MoneyTransaction tx = newTransaction(destination.customerId(), MoneyTransaction.Funding.PULL)
                .source("ACCOUNT", source.id(), null, source.currency())
                .destination("ACCOUNT", MoneyTransaction.DestinationKind.INTERNAL, destination.id(), null, destination.currency());
        return prepare(tx.touches(destination.id()), amount, null, null, outcome, null);
    }

    /** A transfer-out checked and built, not yet kept; {@code agentCustomerId} as for {@link #prepareIn}. */
    @Transactional(Transactional.TxType.MANDATORY)
    public MoneyTransaction prepareOut(AccountRef internalId, AccountRef externalId, String paymentRail, long amount, String description,
                                      String agentCustomerId) {
        FieldErrors errors = new FieldErrors();
        InternalAccount source = internal(internalId, "source.accountId", errors);
        ExternalAccount destination = external(externalId, "destination.accountId", errors);
        onlyOwnedBy(agentCustomerId, destination, "destination.accountId", source, "source.accountId", errors);
        List<String> rails = destination == null ? List.of()
                : Optional.ofNullable(AccountTypes.variants().get(destination.accountType())).map(AccountTypes.Variant::paymentRails).orElse(List.of());
        String rail = PaymentRails.choose(rails, paymentRail);
        if (paymentRail != null && rail == null && destination != null) {
            errors.add("destination.paymentRail", FieldError.Constraint.oneOf(rails), "is not offered by this account");
        }
        errors.throwIfAny();
        sameOwner(destination, source, "destination.accountId");
        sameCurrency(destination, source);
        ownership.requireProvenFor(destination, destination.currency(), amount);
        String outcome = SandboxOutcomes.forTransfer(SandboxAccountRules.suffix(destination.primaryIdentifier()), false).orElse("SUCCESS");
        MoneyTransaction tx = newTransaction(source.customerId(), MoneyTransaction.Funding.INTERNAL)
                .source("ACCOUNT", source.id(), null, source.currency())
                .destination("ACCOUNT", MoneyTransaction.DestinationKind.EXTERNAL, destination.id(), null, destination.currency())
                .counterparty(counterparties.of(destination));
        return prepare(tx.touches(source.id()), amount, rail, paymentRail == null ? "AUTO" : "MANUAL", outcome, description);
    }

    /** Keeps a prepared transfer and runs it: the money moves now. */
    @Transactional(Transactional.TxType.MANDATORY)
    public MoneyTransaction start(MoneyTransaction tx) {
        Instant now = tx.createdAt();
        tx.executedAt(now);
        transactions.add(tx);
        engine.advance(tx, now, false, -1);
        return tx;
    }

    /** Keeps a prepared transfer PENDING, before its first step, until the platform approves or rejects it. */
    @Transactional(Transactional.TxType.MANDATORY)
    public MoneyTransaction hold(MoneyTransaction tx) {
        tx.awaitingApproval(true);
        transactions.add(tx);
        return tx;
    }

    private static MoneyTransaction prepare(MoneyTransaction tx, long amount, String rail, String mode, String outcome, String description) {
        // a transfer moves one currency, the source's (the destination's is the same)
        Money m = Money.of(amount, CurrencyCodes.find(tx.sourceCurrency()).orElseThrow(() -> new IllegalStateException("unknown currency " + tx.sourceCurrency())));
        (tx.type() == MoneyTransaction.Type.OUTGOING ? tx.amounts(m, m, "1", Money.zero(m.currency())) : tx.received(m, "1"))
                .rail(rail, mode, rail == null ? PaymentRails.INTERNAL_SECONDS : PaymentRails.settlementSeconds(rail))
                .details(null, description, Quotes.reference(tx.id()), outcome, null);
        return tx;
    }

    private static void onlyOwnedBy(String customerId, ExternalAccount external, String externalField, InternalAccount internal,
                                    String internalField, FieldErrors errors) {
        if (customerId == null) {
            return;
        }
        if (external != null && !customerId.equals(external.customerId())) {
            errors.add(externalField, "no external account " + external.id() + " of the agent's customer");
        }
        if (internal != null && !customerId.equals(internal.customerId())) {
            errors.add(internalField, "no internal account " + internal.id() + " of the agent's customer");
        }
    }

    private MoneyTransaction newTransaction(String customerId, MoneyTransaction.Funding funding) {
        String pcid = customerId == null ? null : customers.find(customerId).map(CustomerView::platformCustomerId).orElse(null);
        return new MoneyTransaction(TransactionId.newId().value(), MoneyTransaction.Type.OUTGOING, customerId, pcid, funding, PaymentEngine.now());
    }

    /** The live external account {@code ref} names; any other text is an unknown account among the request's errors. */
    private ExternalAccount external(AccountRef ref, String field, FieldErrors errors) {
        Optional<ExternalAccount> e = ref.external().flatMap(externalAccounts::findAny).filter(a -> !a.isDeleted());
        if (e.isEmpty()) {
            errors.add(field, "no external account " + ref.text());
        }
        return e.orElse(null);
    }

    /** The internal account {@code ref} names, as {@link #external}. */
    private InternalAccount internal(AccountRef ref, String field, FieldErrors errors) {
        InternalAccount a = ref.internal().flatMap(id -> accounts.find(id.value())).orElse(null);
        if (a == null) {
            errors.add(field, "no internal account " + ref.text());
            return null;
        }
        if (!a.canMoveMoney()) {
            throw new AccountNotActive(a.id(), a.status());
        }
        return a;
    }

    private static void sameOwner(ExternalAccount external, InternalAccount internal, String field) {
        PullOwnership.require(external.customerId(), internal.customerId(), internal.id(), field);
    }

    private static void sameCurrency(ExternalAccount external, InternalAccount internal) {
        if (!external.currency().equals(internal.currency())) {
            throw new UnsupportedCurrency("destination.accountId", external.currency() + " (transfers move one currency; "
                    + internal.id() + " holds " + internal.currency() + ", use a quote to convert)");
        }
    }
}
