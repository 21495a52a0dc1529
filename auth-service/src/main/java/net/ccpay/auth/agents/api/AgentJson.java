package net.ccpay.auth.agents.api;

import jakarta.json.JsonObject;
import net.ccpay.auth.agents.application.AgentAccess;
import net.ccpay.auth.agents.application.Agents;
import net.ccpay.auth.agents.domain.Agent;
import net.ccpay.auth.agents.domain.AgentUsage;
import net.ccpay.common.json.JsonP;

import java.time.Instant;

/** Agents and device codes in the contract's shapes (Agent, AgentDeviceCode, AgentDeviceCodeRedeemResponse...). */
final class AgentJson {

    private AgentJson() {}

    /** @param usage the agents' usage by id; an agent without an entry never acted */
    static JsonObject agent(Agent a, java.util.Map<String, AgentUsage> usage, Instant now) {
        AgentUsage u = usage.getOrDefault(a.id(), AgentUsage.none(now));
        return JsonP.createObjectBuilder()
                .add("id", a.id())
                .add("name", a.name())
                .add("customerId", a.customerId())
                .add("isPaused", a.isPaused())
                .add("isConnected", a.isConnected())
                .add("policy", AgentPolicyJson.toJson(a.policy()))
                .add("usage", JsonP.createObjectBuilder()
                        .add("dailyTransactionCount", u.dailyTransactionCount())
                        .add("dailySpend", u.dailySpend())
                        .add("dailyResetDate", u.dailyResetDate().toString())
                        .add("monthlySpend", u.monthlySpend())
                        .add("monthlyResetMonth", u.monthlyResetMonth().toString()))
                .add("createdAt", a.createdAt().toString())
                .add("updatedAt", a.updatedAt().toString())
                .build();
    }

    static JsonObject deviceCode(Agents.IssuedCode c) {
        return JsonP.createObjectBuilder()
                .add("code", c.code().value())
                .add("agentId", c.record().agentId())
                .add("expiresAt", c.record().expiresAt().toString())
                .add("redeemed", c.record().isRedeemed())
                .build();
    }

    /** A new agent has used nothing. */
    static JsonObject created(Agents.Created c, Instant now) {
        return JsonP.createObjectBuilder().add("agent", agent(c.agent(), java.util.Map.of(), now)).add("deviceCode", deviceCode(c.deviceCode())).build();
    }

    static JsonObject status(AgentAccess.CodeStatus s) {
        return JsonP.createObjectBuilder().add("code", s.code().value()).add("redeemed", s.record().isRedeemed()).build();
    }

    static JsonObject redeemed(AgentAccess.Redeemed r) {
        return JsonP.createObjectBuilder()
                .add("agentId", r.agent().id())
                .add("agentName", r.agent().name())
                .add("accessToken", r.accessToken().value())
                .add("policy", AgentPolicyJson.toJson(r.agent().policy()))
                .build();
    }
}
