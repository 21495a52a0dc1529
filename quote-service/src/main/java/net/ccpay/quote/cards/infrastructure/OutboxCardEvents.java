package net.ccpay.quote.cards.infrastructure;

import net.ccpay.common.events.EventType;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.outbox.Outbox;
import net.ccpay.quote.cards.api.CardMapper;
import net.ccpay.quote.cards.domain.Card;
import net.ccpay.quote.cards.domain.CardEvents;
import net.ccpay.quote.cards.domain.CardTransaction;

/** Card events through the transactional outbox; their data is the contract's JSON, as the API shows it. */
@ApplicationScoped
public class OutboxCardEvents implements CardEvents {

    @Inject
    Outbox outbox;

    @Override
    public void stateChanged(Card card) {
        outbox.record(EventType.CARD_STATE_CHANGE, card.id(), CardMapper.toJson(card).toString());
    }

    @Override
    public void fundingSourcesChanged(Card card) {
        outbox.record(EventType.CARD_FUNDING_SOURCE_CHANGE, card.id(), CardMapper.toJson(card).toString());
    }

    @Override
    public void transactionChanged(CardTransaction tx) {
        outbox.record(EventType.of(EventType.Family.CARD_TRANSACTION, tx.status().name()), tx.id(), CardMapper.toJson(tx).toString());
    }
}
