package net.ccpay.quote.platform;

import net.ccpay.common.events.EventType;
import net.ccpay.quote.cards.domain.CardTransaction;
import net.ccpay.quote.payments.domain.TransactionStatus;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Every status quote-service announces by name has its declared event type, so announcing one never fails. */
class EventTypesDeclaredTest {

    @Test
    void everyPaymentStatusHasAnOutgoingAndAnIncomingType() {
        for (TransactionStatus s : TransactionStatus.values()) {
            assertEquals("OUTGOING_PAYMENT." + s.name(), EventType.of(EventType.Family.OUTGOING_PAYMENT, s.name()).wire());
            if (s != TransactionStatus.REJECTED) { // announced as INCOMING_PAYMENT.FAILED
                assertEquals("INCOMING_PAYMENT." + s.name(), EventType.of(EventType.Family.INCOMING_PAYMENT, s.name()).wire());
            }
        }
    }

    @Test
    void everyCardTransactionStatusHasItsType() {
        for (CardTransaction.Status s : CardTransaction.Status.values()) {
            assertEquals("CARD_TRANSACTION." + s.name(), EventType.of(EventType.Family.CARD_TRANSACTION, s.name()).wire());
        }
    }
}
