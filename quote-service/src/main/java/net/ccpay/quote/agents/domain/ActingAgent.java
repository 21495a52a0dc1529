package net.ccpay.quote.agents.domain;

/** The agent a request comes from, the customer it acts for, and its policy as read with its token. */
public record ActingAgent(String agentId, String customerId, AgentPolicy policy) {}
