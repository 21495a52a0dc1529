package net.ccpay.quote.agents.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import net.ccpay.common.db.JpaRows;
import net.ccpay.quote.agents.domain.AgentTransactions;
import net.ccpay.quote.payments.domain.MoneyTransaction;

@ApplicationScoped
public class JpaAgentTransactions extends JpaRows<MoneyTransaction> implements AgentTransactions {

    public JpaAgentTransactions() {
        super(MoneyTransaction.class);
    }
}
