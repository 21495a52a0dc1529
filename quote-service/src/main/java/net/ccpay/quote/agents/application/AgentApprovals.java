package net.ccpay.quote.agents.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.quote.payments.domain.HeldTransactions;
import net.ccpay.quote.payments.domain.MoneyTransaction;

import java.util.Optional;

/** The platform's decisions on an agent's transaction awaiting approval, as {@code /transactions/{id}/approve|reject} make them. */
@ApplicationScoped
public class AgentApprovals implements HeldTransactions {

    @Inject
    AgentMoney money;

    @Override
    public Optional<String> holderOf(String transactionId) {
        return money.actionOfTransaction(transactionId);
    }

    @Override
    public MoneyTransaction approve(String actionId) {
        return money.approve(null, actionId).transaction();
    }

    @Override
    public MoneyTransaction reject(String actionId, String reason) {
        return money.reject(null, actionId, reason).transaction();
    }
}
