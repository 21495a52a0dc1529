package net.ccpay.quote.agents.domain;

import net.ccpay.quote.payments.domain.MoneyTransaction;

import java.util.Optional;

/** The transactions that agents' actions started, as the actions read and lock them. */
public interface AgentTransactions {

    Optional<MoneyTransaction> find(String transactionId);

    /** The transaction with its row locked until the transaction ends (before the action's row: see AgentActionBook). */
    Optional<MoneyTransaction> findForUpdate(String transactionId);
}
