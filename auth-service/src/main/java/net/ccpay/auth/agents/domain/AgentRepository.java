package net.ccpay.auth.agents.domain;

import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.time.Instant;
import java.util.Optional;

/** Live (not deleted) agents. */
public interface AgentRepository {

    Optional<Agent> find(String id);

    /** The agent with its row locked until the transaction ends: changes to one agent run one after the other. */
    Optional<Agent> findForUpdate(String id);

    /** The agent whose current access token has this SHA-256 (hex). */
    Optional<Agent> findByAccessToken(String tokenSha256);

    void add(Agent agent);

    Page<Agent> list(AgentFilter filter, PageRequest page);

    /** The filters of GET /agents (the contract's; the time bounds are inclusive); null means "any". */
    record AgentFilter(String customerId, Boolean paused, Boolean connected, Instant createdAfter, Instant createdBefore,
                       Instant updatedAfter, Instant updatedBefore) {}
}
