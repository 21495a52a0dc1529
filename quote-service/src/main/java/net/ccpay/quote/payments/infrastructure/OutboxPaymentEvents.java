package net.ccpay.quote.payments.infrastructure;

import net.ccpay.common.events.EventType;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.outbox.Outbox;
import net.ccpay.quote.payments.api.TransactionMapper;
import net.ccpay.quote.payments.domain.MoneyTransaction;
import net.ccpay.quote.payments.domain.PaymentEvents;
import net.ccpay.quote.payments.domain.TransactionStatus;

/**
 * Payment events through the transactional outbox, with the transaction as the API shows it. An
 * incoming payment the platform rejected is announced as INCOMING_PAYMENT.FAILED (the contract has no
 * REJECTED event), its data saying REJECTED.
 */
@ApplicationScoped
public class OutboxPaymentEvents implements PaymentEvents {

    @Inject
    Outbox outbox;

    @Override
    public void transactionChanged(MoneyTransaction t) {
        EventType type = t.type() == MoneyTransaction.Type.OUTGOING
                ? EventType.of(EventType.Family.OUTGOING_PAYMENT, t.status().name())
                : EventType.of(EventType.Family.INCOMING_PAYMENT,
                        (t.status() == TransactionStatus.REJECTED ? TransactionStatus.FAILED : t.status()).name());
        outbox.record(type, t.id(), TransactionMapper.toJson(t).toString());
    }
}
