package net.ccpay.quote.agents.domain;

import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/** The actions agents submitted, and each agent's spending lock. */
public interface AgentActionRepository {

    /**
     * Takes the agent's spending lock for the rest of the transaction (creating its row on first use). The
     * upsert itself locks the row exclusively, so first users never deadlock on a shared lock.
     */
    void lockSpending(String agentId);

    void add(AgentAction action);

    Optional<AgentAction> find(String actionId);

    /** The action with its row locked until the transaction ends (after its transaction's row: see AgentActionBook). */
    Optional<AgentAction> findForUpdate(String actionId);

    /** The id of the action's transaction, read without a lock; empty when there is no such action. */
    Optional<String> transactionIdOf(String actionId);

    /** The actions of a transaction, their rows locked. */
    List<AgentAction> ofTransactionForUpdate(String transactionId);

    /** The id of the action of a transaction, if it has one. */
    Optional<String> actionIdOfTransaction(String transactionId);

    /** Actions by creation time (ascending or most recent first); a null filter means "any", the time bounds are inclusive. */
    Page<AgentAction> list(String agentId, String customerId, AgentAction.Status status, Instant startDate, Instant endDate, boolean ascending,
                           PageRequest page);

    /**
     * The sums over the agent's pending and approved actions of {@code today}'s UTC month: spend in {@code currency}
     * today, today's number of actions, spend in {@code currency} this month. {@code locking}: a locking read (when
     * the agent's spending lock is held), so it sees every committed action.
     */
    Usage usage(String agentId, String currency, LocalDate today, boolean locking);

    record Usage(long dailySpend, long dailyTransactionCount, long monthlySpend) {}
}
