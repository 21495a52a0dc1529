package net.ccpay.quote.agents.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.money.Money;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.quote.agents.domain.ActingAgent;
import net.ccpay.quote.agents.domain.AgentAction;
import net.ccpay.quote.agents.domain.AgentActionNotFound;
import net.ccpay.quote.agents.domain.AgentActionNotPending;
import net.ccpay.quote.agents.domain.AgentActionRepository;
import net.ccpay.quote.agents.domain.AgentPolicy;
import net.ccpay.quote.agents.domain.AgentTransactions;
import net.ccpay.quote.agents.domain.PolicyCheck;
import net.ccpay.quote.agents.domain.Spending;
import net.ccpay.quote.external.domain.AccountRef;
import net.ccpay.quote.payments.application.PaymentEngine;
import net.ccpay.quote.payments.application.Quotes;
import net.ccpay.quote.payments.application.Transfers;
import net.ccpay.quote.payments.domain.MoneyTransaction;
import net.ccpay.quote.payments.domain.PaymentQuote;
import net.ccpay.quote.payments.domain.TransactionExpired;
import net.ccpay.quote.payments.domain.TransactionStatus;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The database side of agent actions, each method one transaction. Locks are always taken in one
 * order, so no two of these wait on each other in a cycle: the agent's spending lock, then a
 * transaction's row, then an action's row (then the accounts, in the payment engine).
 *
 * <p>Usage is never stored: it is the sum of the agent's actions that are pending or approved in the
 * current UTC day and month, read while the agent's spending lock is held (a locking read, so it sees
 * every action committed before), and the new action is recorded before the lock is released. Two
 * concurrent executes of one agent therefore check and count one after the other, and together never
 * pass a limit.
 */
@ApplicationScoped
public class AgentActionBook {

    public static final String NOT_EXECUTED = "NOT_EXECUTED";

    /** Filters of an action list, each optional. */
    public record Filter(String agentId, String customerId, AgentAction.Status status, Instant startDate, Instant endDate, boolean ascending) {}

    @Inject
    AgentActionRepository actions;

    @Inject
    AgentTransactions transactions;

    @Inject
    Quotes quotes;

    @Inject
    Transfers transfers;

    @Inject
    PaymentEngine engine;

    @Inject
    AgentActionEvents events;

    // ---- what an agent submits ---------------------------------------------------------------

    @Transactional
    public AgentActionView executeQuote(ActingAgent agent, String quoteId, boolean walletSigned) {
        Instant now = now();
        lockSpending(agent.agentId());
        Quotes.QuoteView view = quotes.lockExecutable(quoteId, walletSigned);
        PaymentQuote q = view.quote();
        MoneyTransaction tx = view.transaction();
        AgentPolicy p = agent.policy();
        Money spend = Spending.in(p.limits().currency(), q.totalSending(), q.totalReceiving());
        Money size = Spending.in(p.thresholdCurrency(), q.totalSending(), q.totalReceiving());
        PolicyCheck.Decision d = PolicyCheck.decide(p, usage(agent.agentId(), p.limits().currency(), now),
                new PolicyCheck.Action("EXECUTE_QUOTES", q.sourceAccountId(), spend, size));
        AgentAction a = AgentAction.executeQuote(Ids.newId("AgentAction"), agent, tx.platformCustomerId(), q.id(), tx.id(), walletSigned,
                spend, now);
        AgentActionView v = new AgentActionView(a, view, tx);
        if (d.needsApproval()) {
            a.awaitApproval(d.approvalReason());
            tx.awaitingApproval(true);
            actions.add(a);
            events.pendingApproval(v);
        } else {
            a.approved(now);
            actions.add(a);
            quotes.start(tx, now);
        }
        return v;
    }

    @Transactional
    public AgentActionView transferOut(ActingAgent agent, AccountRef internalId, AccountRef externalId, String paymentRail, long amount, String description) {
        Instant now = now();
        lockSpending(agent.agentId());
        MoneyTransaction tx = transfers.prepareOut(internalId, externalId, paymentRail, amount, description, agent.customerId())
                .startedByAgent(agent.agentId());
        return transfer(agent, AgentAction.Type.TRANSFER_OUT, tx, internalId.text(), externalId.text(), internalId.text(), true, now);
    }

    @Transactional
    public AgentActionView transferIn(ActingAgent agent, AccountRef externalId, AccountRef internalId, long amount) {
        Instant now = now();
        lockSpending(agent.agentId());
        MoneyTransaction tx = transfers.prepareIn(externalId, internalId, amount, agent.customerId()).startedByAgent(agent.agentId());
        return transfer(agent, AgentAction.Type.TRANSFER_IN, tx, externalId.text(), internalId.text(), internalId.text(), false, now);
    }

    /** A transfer moves one currency: its amount is converted into the policy's currencies as needed; a transfer-in spends nothing. */
    private AgentActionView transfer(ActingAgent agent, AgentAction.Type type, MoneyTransaction tx, String sourceId, String destinationId,
                                     String customerAccount, boolean spends, Instant now) {
        AgentPolicy p = agent.policy();
        Money amount = tx.amount();
        Money spend = spends ? Spending.in(p.limits().currency(), amount, amount) : Spending.nothing(p.limits().currency());
        Money size = Spending.in(p.thresholdCurrency(), amount, amount);
        PolicyCheck.Decision d = PolicyCheck.decide(p, usage(agent.agentId(), p.limits().currency(), now),
                new PolicyCheck.Action("CREATE_TRANSFERS", customerAccount, spend, size));
        AgentAction a = AgentAction.transfer(Ids.newId("AgentAction"), type, agent, tx.platformCustomerId(), tx.id(), amount,
                sourceId, destinationId, spend, now);
        AgentActionView v = new AgentActionView(a, null, tx);
        if (d.needsApproval()) {
            a.awaitApproval(d.approvalReason());
            transfers.hold(tx);
            actions.add(a);
            events.pendingApproval(v);
        } else {
            a.approved(now);
            actions.add(a);
            transfers.start(tx);
        }
        return v;
    }

    // ---- what the platform decides -------------------------------------------------------------

    /**
     * Approves a pending action and starts its transaction: the money moves now. An execution whose
     * quote expired meanwhile fails instead (200, FAILED). A shortfall of funds or an account that can
     * no longer pay rolls this transaction back (the caller then records the failure with {@link #fail}).
     *
     * @param agentId the agent the path names, or null (approval by transaction id)
     */
    @Transactional
    public AgentActionView approve(String agentId, String actionId) {
        Instant now = now();
        Locked l = lock(agentId, actionId);
        AgentAction a = l.action();
        if (!a.isPending()) {
            throw new AgentActionNotPending(a.id(), a.status());
        }
        Quotes.QuoteView quote = a.quoteId() == null ? null : quotes.get(a.quoteId());
        if (quote != null && (l.transaction().status() != TransactionStatus.PENDING || quotes.expired(quote.quote()))) {
            a.failed("The quote expired at " + quote.quote().expiresAt() + " before the platform approved the execution", now);
            return new AgentActionView(a, quote, l.transaction());
        }
        a.approved(now);
        quotes.start(l.transaction(), now);
        return new AgentActionView(a, quote, l.transaction());
    }

    /** Records that approving a pending action failed ({@code reason}); its transaction fails without moving money. */
    @Transactional
    public AgentActionView fail(String actionId, String reason) {
        Instant now = now();
        Locked l = lock(null, actionId);
        AgentAction a = l.action();
        if (a.isPending()) {
            a.failed(reason, now);
            notExecuted(l.transaction(), now);
        }
        return view(a, l.transaction());
    }

    @Transactional
    public AgentActionView reject(String agentId, String actionId, String reason) {
        Instant now = now();
        Locked l = lock(agentId, actionId);
        AgentAction a = l.action();
        if (!a.isPending()) {
            throw new AgentActionNotPending(a.id(), a.status());
        }
        a.rejected(reason == null ? "Rejected by the platform" : reason, now);
        notExecuted(l.transaction(), now);
        return view(a, l.transaction());
    }

    /** An execution awaiting approval whose quote expired fails with it (the expiry holds the transaction's row). */
    void onExpired(@Observes TransactionExpired e) {
        MoneyTransaction tx = e.transaction();
        if (tx.agentId() == null) {
            return;
        }
        List<AgentAction> pending = actions.ofTransactionForUpdate(tx.id());
        for (AgentAction a : pending) {
            if (a.isPending()) {
                a.failed("The quote expired at " + tx.quoteExpiresAt() + " before the platform approved the execution", now());
            }
        }
    }

    /** The action of an agent's transaction, if it has one. */
    @Transactional
    public Optional<String> actionOfTransaction(String transactionId) {
        return actions.actionIdOfTransaction(transactionId);
    }

    private void notExecuted(MoneyTransaction tx, Instant now) {
        tx.awaitingApproval(false);
        if (tx.notStarted()) {
            engine.divert(tx, NOT_EXECUTED, 0, now);
        }
    }

    private record Locked(AgentAction action, MoneyTransaction transaction) {}

    /** The transaction's row, then the action's (see the class comment); 404 for another agent's action. */
    private Locked lock(String agentId, String actionId) {
        String transactionId = actions.transactionIdOf(actionId).orElseThrow(() -> new AgentActionNotFound(actionId));
        MoneyTransaction tx = transactions.findForUpdate(transactionId).orElse(null);
        AgentAction a = actions.findForUpdate(actionId).orElse(null);
        if (agentId != null && !agentId.equals(a.agentId())) {
            throw new AgentActionNotFound(actionId);
        }
        return new Locked(a, tx);
    }

    // ---- reading -------------------------------------------------------------------------------

    /** @param agentId the agent that must own it, or null for any */
    @Transactional
    public AgentActionView get(String agentId, String actionId) {
        AgentAction a = actions.find(actionId).orElse(null);
        if (a == null || (agentId != null && !agentId.equals(a.agentId()))) {
            throw new AgentActionNotFound(actionId);
        }
        return view(a, transactions.find(a.transactionId()).orElse(null));
    }

    @Transactional
    public Page<AgentActionView> list(Filter f, PageRequest page) {
        return actions.list(f.agentId(), f.customerId(), f.status(), f.startDate(), f.endDate(), f.ascending(), page)
                .map(a -> view(a, transactions.find(a.transactionId()).orElse(null)));
    }

    /**
     * What each agent used today and this month (UTC): the sums over its pending and approved actions,
     * spend counted in {@code currency} only (an agent whose policy changed currency starts again from 0).
     */
    @Transactional
    public Map<String, UsageReport> usage(Map<String, String> currencyByAgent) {
        Map<String, UsageReport> out = new LinkedHashMap<>();
        Instant now = now();
        currencyByAgent.forEach((agent, ccy) -> out.put(agent, usage(agent, ccy, now, false)));
        return out;
    }

    /**
     * What another component reads of an agent's usage: the spend sums in the currency it asked for
     * (smallest units; a currency nothing was ever spent in sums to 0) and today's number of actions.
     */
    public record UsageReport(long dailySpend, long dailyTransactionCount, long monthlySpend) {}

    /** The usage the agent's policy checks: its spend in the policy's limit currency. */
    private PolicyCheck.Usage usage(String agentId, String currency, Instant now) {
        UsageReport r = usage(agentId, currency, now, true);
        Currency c = CurrencyCodes.find(currency).orElseThrow(() -> new IllegalStateException("unknown currency " + currency));
        return new PolicyCheck.Usage(Money.of(r.dailySpend(), c), r.dailyTransactionCount(), Money.of(r.monthlySpend(), c));
    }

    /** A locking read when the agent's spending lock is held, so it sees every committed action. */
    private UsageReport usage(String agentId, String currency, Instant now, boolean locking) {
        LocalDate today = LocalDate.ofInstant(now, ZoneOffset.UTC);
        AgentActionRepository.Usage r = actions.usage(agentId, currency, today, locking);
        return new UsageReport(r.dailySpend(), r.dailyTransactionCount(), r.monthlySpend());
    }

    /** Takes the agent's spending lock for the rest of the transaction (see {@link AgentActionRepository#lockSpending}). */
    private void lockSpending(String agentId) {
        actions.lockSpending(agentId);
    }

    private AgentActionView view(AgentAction a, MoneyTransaction tx) {
        return new AgentActionView(a, a.quoteId() == null ? null : quotes.get(a.quoteId()), tx);
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
