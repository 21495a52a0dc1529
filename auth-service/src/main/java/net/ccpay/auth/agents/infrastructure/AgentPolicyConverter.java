package net.ccpay.auth.agents.infrastructure;

import jakarta.json.JsonReader;
import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;
import net.ccpay.auth.agents.api.AgentPolicyJson;
import net.ccpay.auth.agents.domain.AgentPolicy;
import net.ccpay.common.json.JsonP;

import java.io.StringReader;

/** An agent's policy stored as the contract's JSON text (the {@code agent.policy} column). */
@Converter(autoApply = true)
public class AgentPolicyConverter implements AttributeConverter<AgentPolicy, String> {

    @Override
    public String convertToDatabaseColumn(AgentPolicy policy) {
        return policy == null ? null : AgentPolicyJson.toJson(policy).toString();
    }

    @Override
    public AgentPolicy convertToEntityAttribute(String json) {
        if (json == null) {
            return null;
        }
        try (JsonReader r = JsonP.createReader(new StringReader(json))) {
            return AgentPolicyJson.fromJson(r.readObject());
        }
    }
}
