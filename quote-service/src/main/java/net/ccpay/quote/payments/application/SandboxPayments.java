package net.ccpay.quote.payments.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.DomainException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.TransactionId;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.money.Money;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.accounts.domain.InternalAccountRepository;
import net.ccpay.quote.currency.UnsupportedCurrency;
import net.ccpay.quote.customers.application.CustomerDirectory;
import net.ccpay.quote.customers.domain.CustomerView;
import net.ccpay.quote.payments.domain.MoneyTransaction;
import net.ccpay.quote.payments.domain.PaymentQuote;
import net.ccpay.quote.payments.domain.QuoteNotFound;
import net.ccpay.quote.payments.domain.QuoteRepository;
import net.ccpay.quote.payments.domain.TransactionRepository;
import net.ccpay.quote.payments.domain.TransactionStatus;
import net.ccpay.quote.receiver.domain.SandboxUmaAddresses;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The sandbox's simulations of the outside world: a realtime funding payment arriving for a quote
 * ({@code POST /sandbox/send}) and a UMA payment arriving for a customer ({@code POST /sandbox/uma/receive}).
 */
@ApplicationScoped
public class SandboxPayments {

    /** The receiver of a simulated UMA payment is not one of the platform's customers. */
    public static class ReceiverNotFound extends DomainException {
        public ReceiverNotFound(String who) {
            super(Kind.NOT_FOUND, ErrorCode.USER_NOT_FOUND, who + " is not a customer of this platform");
        }
    }

    @Inject
    QuoteRepository quoteRows;

    @Inject
    TransactionRepository transactions;

    @Inject
    InternalAccountRepository accounts;

    @Inject
    PaymentEngine engine;

    @Inject
    Quotes quotes;

    @Inject
    CustomerDirectory customers;

    @Inject
    @ConfigProperty(name = "platform.sandbox.uma.domains", defaultValue = "sandbox.uma.money,sandbox.grid.uma.money")
    List<String> sandboxUmaDomains;

    /**
     * The funds of a realtime-funded quote arrive. In the quote's currency and amount they go into flight and the
     * payment proceeds to its destination; a different amount is a FUNDING_AMOUNT_MISMATCH: the transaction fails
     * and the funds go back to the sender.
     */
    @Transactional
    public MoneyTransaction send(String quoteId, String currencyCode, Long amount) {
        PaymentQuote q = quoteRows.find(quoteId).orElseThrow(() -> new QuoteNotFound(quoteId));
        MoneyTransaction tx = transactions.findForUpdate(q.transactionId()).orElse(null);
        if (tx.funding() != MoneyTransaction.Funding.REALTIME) {
            throw InvalidFields.of("quoteId", "is not a REALTIME_FUNDING quote; execute it with POST /quotes/" + quoteId + "/execute");
        }
        Instant now = PaymentEngine.now();
        if (tx.status() != TransactionStatus.PENDING) {
            throw InvalidFields.of("quoteId", "is " + tx.status() + ", it no longer waits for funds");
        }
        if (quotes.expired(q)) {
            throw InvalidFields.of("quoteId", "expired at " + q.expiresAt() + "; create a new quote");
        }
        if (!q.sendingCurrency().equals(currencyCode)) {
            throw new UnsupportedCurrency("currencyCode", currencyCode + " (this quote is funded in " + q.sendingCurrency() + ")");
        }
        Money received = amount == null ? q.totalSending() : Money.of(amount, q.totalSending().currency());
        tx.executedAt(now);
        engine.receiveRealtimeFunds(tx, received);
        if (!received.equals(q.totalSending())) {
            engine.divert(tx, "FUNDING_MISMATCH", 1, now);
        } else {
            engine.advance(tx, now, false, -1);
        }
        return tx;
    }

    /** A UMA payment from {@code sender} arrives for a customer, in one of its currencies. */
    @Transactional
    public MoneyTransaction umaReceive(String sender, String receiverUma, String customerId, String currencyCode, long amount) {
        CustomerView receiver = customerId != null
                ? customers.find(customerId).orElseThrow(() -> new ReceiverNotFound("Customer " + customerId))
                : customers.findByUmaAddress(receiverUma).orElseThrow(() -> new ReceiverNotFound("The receiver of " + receiverUma));
        if (customerId != null && receiverUma != null && !receiverUma.equalsIgnoreCase(receiver.umaAddress())) {
            throw InvalidFields.of("receiverUmaAddress", "is not the UMA address of customer " + customerId);
        }
        Optional<InternalAccount> account = accounts.findOf(receiver.id(), currencyCode);
        if (account.isEmpty() || !account.get().canMoveMoney()) {
            throw new UnsupportedCurrency("receivingCurrencyCode", currencyCode + " (the receiver has no active " + currencyCode + " account)");
        }
        Instant now = PaymentEngine.now();
        MoneyTransaction tx = new MoneyTransaction(TransactionId.newId().value(), MoneyTransaction.Type.INCOMING, receiver.id(),
                receiver.platformCustomerId(), MoneyTransaction.Funding.UMA, now)
                .source("UMA_ADDRESS", null, sender, currencyCode)
                .destination("ACCOUNT", MoneyTransaction.DestinationKind.INTERNAL, account.get().id(), null, currencyCode)
                .touches(account.get().id());
        tx.received(Money.of(amount, CurrencyCodes.find(currencyCode).orElseThrow(() -> new UnsupportedCurrency("receivingCurrencyCode", currencyCode))), null).details(null, "UMA payment from " + sender, null, outcomeFor(sender), null);
        transactions.add(tx);
        engine.advance(tx, now, false, -1);
        return tx;
    }

    private String outcomeFor(String sender) {
        int at = sender.indexOf('@');
        if (!sandboxUmaDomains.contains(sender.substring(at + 1).toLowerCase(Locale.ROOT))) {
            return "INCOMING_SUCCESS";
        }
        return SandboxUmaAddresses.find(sender.substring(0, at)).map(r -> switch (r.behaviour()) {
            case LONG_PENDING -> "INCOMING_LONG";
            case COMPLIANCE_FAILURE -> "INCOMING_COMPLIANCE";
            default -> "INCOMING_SUCCESS";
        }).orElse("INCOMING_SUCCESS");
    }
}
