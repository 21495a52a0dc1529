package net.ccpay.quote.agents.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.money.Money;
import net.ccpay.quote.agents.application.AgentActionView;
import net.ccpay.quote.agents.domain.AgentAction;
import net.ccpay.quote.payments.api.QuoteMapper;
import net.ccpay.quote.payments.api.TransactionMapper;

/** An agent action as the contract shows it (AgentAction), with its quote or transfer and its transaction. */
public final class AgentActionMapper {

    private AgentActionMapper() {}

    public static JsonObject toJson(AgentActionView v) {
        AgentAction a = v.action();
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("id", a.id())
                .add("agentId", a.agentId())
                .add("customerId", a.customerId())
                .add("platformCustomerId", a.platformCustomerId() != null ? a.platformCustomerId() : a.customerId())
                .add("status", a.status().name())
                .add("type", a.type().name());
        if (v.quote() != null) {
            b.add("quote", QuoteMapper.toJson(v.quote()));
        }
        if (a.transferAmount().isPresent()) {
            Money m = a.transferAmount().get();
            b.add("transferDetails", JsonP.createObjectBuilder()
                    .add("amount", m.amount())
                    .add("currency", m.currency().code())
                    .add("sourceAccountId", a.sourceAccountId())
                    .add("destinationAccountId", a.destinationAccountId()));
        }
        if (v.transaction() != null) {
            b.add("transaction", TransactionMapper.toJson(v.transaction()));
        }
        if (a.rejectionReason() != null) {
            b.add("rejectionReason", a.rejectionReason());
        }
        return b.add("createdAt", a.createdAt().toString()).add("updatedAt", a.updatedAt().toString()).build();
    }
}
