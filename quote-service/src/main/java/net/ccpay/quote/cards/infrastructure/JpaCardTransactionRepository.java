package net.ccpay.quote.cards.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import net.ccpay.quote.cards.domain.CardTransaction;
import net.ccpay.quote.cards.domain.CardTransactionRepository;

import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class JpaCardTransactionRepository implements CardTransactionRepository {

    @PersistenceContext
    EntityManager em;

    @Override
    public void add(CardTransaction transaction) {
        em.persist(transaction);
    }

    @Override
    public Optional<CardTransaction> findForUpdate(String id) {
        return Optional.ofNullable(em.find(CardTransaction.class, id, LockModeType.PESSIMISTIC_WRITE));
    }

    @Override
    public List<String> openIdsOfCard(String cardId) {
        return em.createQuery("SELECT t.id FROM CardTransaction t WHERE t.cardId = :card AND t.status IN ('AUTHORIZED', 'PARTIALLY_SETTLED')"
                        + " ORDER BY t.id", String.class)
                .setParameter("card", cardId).getResultList();
    }
}
