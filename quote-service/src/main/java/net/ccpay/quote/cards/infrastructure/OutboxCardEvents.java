package net.ccpay.quote.cards.infrastructure;

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
        outbox.record("CARD.STATE_CHANGE", card.id(), CardMapper.toJson(card).toString());
    }

    @Override
    public void fundingSourcesChanged(Card card) {
        outbox.record("CARD.FUNDING_SOURCE_CHANGE", card.id(), CardMapper.toJson(card).toString());
    }

    @Override
    public void transactionChanged(CardTransaction tx) {
        outbox.record("CARD_TRANSACTION." + tx.status().name(), tx.id(), CardMapper.toJson(tx).toString());
    }
}
