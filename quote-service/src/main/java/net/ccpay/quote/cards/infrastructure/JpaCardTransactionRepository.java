package net.ccpay.quote.cards.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.quote.cards.domain.CardTransaction;
import net.ccpay.quote.cards.domain.CardTransactionRepository;

import java.util.List;

@ApplicationScoped
public class JpaCardTransactionRepository extends JpaRows<CardTransaction> implements CardTransactionRepository {

    public JpaCardTransactionRepository() {
        super(CardTransaction.class);
    }

    @Override
    public void add(CardTransaction transaction) {
        em.persist(transaction);
    }

    @Override
    public List<String> openIdsOfCard(String cardId) {
        return em.createQuery("SELECT t.id FROM CardTransaction t WHERE t.cardId = :card AND t.status IN :open"
                        + " ORDER BY t.id", String.class)
                .setParameter("card", cardId).setParameter("open", List.of(CardTransaction.Status.AUTHORIZED, CardTransaction.Status.PARTIALLY_SETTLED))
                .getResultList();
    }
}
