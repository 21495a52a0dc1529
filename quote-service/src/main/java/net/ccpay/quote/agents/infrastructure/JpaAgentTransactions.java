package net.ccpay.quote.agents.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.persistence.PersistenceContext;
import net.ccpay.quote.agents.domain.AgentTransactions;
import net.ccpay.quote.payments.domain.MoneyTransaction;

import java.util.Optional;

@ApplicationScoped
public class JpaAgentTransactions implements AgentTransactions {

    @PersistenceContext
    EntityManager em;

    @Override
    public Optional<MoneyTransaction> find(String transactionId) {
        return Optional.ofNullable(em.find(MoneyTransaction.class, transactionId));
    }

    @Override
    public Optional<MoneyTransaction> findForUpdate(String transactionId) {
        return Optional.ofNullable(em.find(MoneyTransaction.class, transactionId, LockModeType.PESSIMISTIC_WRITE));
    }
}
