package net.ccpay.quote.payments.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import net.ccpay.common.ids.TransactionId;
import net.ccpay.common.money.Money;
import net.ccpay.quote.accounts.domain.DepositRecords;
import net.ccpay.quote.accounts.domain.InternalAccount;
import net.ccpay.quote.payments.domain.MoneyTransaction;
import net.ccpay.quote.payments.domain.PaymentEvents;

import java.time.Instant;

/** A deposit as a completed incoming {@link MoneyTransaction} row, announced through {@link PaymentEvents}. */
@ApplicationScoped
public class DepositTransactions implements DepositRecords {

    @PersistenceContext
    EntityManager em;

    @Inject
    PaymentEvents events;

    @Override
    public String completed(InternalAccount a, String platformCustomerId, Money amount, String journalId, String description, Instant at) {
        MoneyTransaction payment = MoneyTransaction.deposit(TransactionId.newId().value(), a.customerId(), platformCustomerId, a.id(),
                amount, journalId, description, at);
        em.persist(payment);
        events.transactionChanged(payment);
        return payment.id();
    }
}
