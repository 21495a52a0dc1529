package net.ccpay.quote.agents.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.money.Money;
import net.ccpay.common.paging.Cursor;
import net.ccpay.quote.accounts.application.AccountProvisioning;
import net.ccpay.quote.accounts.application.InternalAccounts;
import net.ccpay.quote.accounts.domain.AccountNotActive;
import net.ccpay.quote.agents.domain.ActingAgent;
import net.ccpay.quote.agents.domain.PolicyCheck;
import net.ccpay.quote.agents.domain.Spending;
import net.ccpay.quote.external.application.ExternalAccounts;
import net.ccpay.quote.external.domain.ExternalAccount;
import net.ccpay.quote.external.domain.AccountRef;
import net.ccpay.quote.external.domain.ExternalAccountId;
import net.ccpay.quote.external.domain.ExternalAccountNotFound;
import net.ccpay.quote.ledger.domain.InsufficientFunds;
import net.ccpay.quote.payments.application.QuoteExecution;
import net.ccpay.quote.payments.application.Quotes;
import net.ccpay.quote.payments.application.Transactions;
import net.ccpay.quote.payments.domain.MoneyTransaction;
import net.ccpay.quote.payments.domain.Price;
import net.ccpay.quote.payments.domain.QuoteCommand;
import net.ccpay.quote.payments.domain.QuoteNotFound;
import net.ccpay.quote.payments.domain.QuoteOnBehalf;
import net.ccpay.quote.payments.domain.TransactionNotFound;

import java.util.Optional;

/**
 * What an agent does with its access token, always for its own customer and under its policy: the
 * permission an operation needs is checked first; another customer's quote, transaction, action or
 * account is answered as unknown (404), whatever id the agent sends. And what the platform decides
 * about an agent's pending actions. Remote checks (a wallet signature) run before any row is locked.
 */
@ApplicationScoped
public class AgentMoney {

    public static final String VIEW_TRANSACTIONS = "VIEW_TRANSACTIONS";
    public static final String CREATE_QUOTES = "CREATE_QUOTES";
    public static final String EXECUTE_QUOTES = "EXECUTE_QUOTES";
    public static final String CREATE_TRANSFERS = "CREATE_TRANSFERS";
    public static final String MANAGE_EXTERNAL_ACCOUNTS = "MANAGE_EXTERNAL_ACCOUNTS";

    @Inject
    Quotes quotes;

    @Inject
    QuoteExecution execution;

    @Inject
    AgentActionBook book;

    @Inject
    Transactions transactions;

    @Inject
    ExternalAccounts externalAccounts;

    @Inject
    InternalAccounts internalAccounts;

    @Inject
    AccountProvisioning provisioning;

    // ---- quotes --------------------------------------------------------------------------------

    /** A quote for the agent's customer; the policy's account restriction and per-transaction limit apply to it already. */
    public Quotes.QuoteView createQuote(ActingAgent agent, QuoteCommand cmd) {
        PolicyCheck.requirePermission(agent.policy(), CREATE_QUOTES);
        QuoteCommand.Source s = cmd.source();
        QuoteCommand c = s.realtime() && s.customerId() == null
                ? new QuoteCommand(cmd.lookupId(), new QuoteCommand.Source(s.type(), s.account(), agent.customerId(), s.currency(), s.cryptoNetwork()),
                        cmd.destination(), cmd.lockSending(), cmd.lockedAmount(), cmd.immediatelyExecute(), cmd.description(), cmd.feeOverride())
                : cmd;
        return quotes.create(c, new OnBehalf(agent));
    }

    /** Only the agent's own quotes. */
    public Quotes.QuoteView quote(ActingAgent agent, String quoteId) {
        Quotes.QuoteView v = quotes.get(quoteId);
        if (!agent.agentId().equals(v.quote().agentId())) {
            throw new QuoteNotFound(quoteId);
        }
        return v;
    }

    public AgentActionView execute(ActingAgent agent, String quoteId, String walletSignature) {
        PolicyCheck.requirePermission(agent.policy(), EXECUTE_QUOTES);
        boolean signed = execution.signed(quote(agent, quoteId), walletSignature);
        return book.executeQuote(agent, quoteId, signed);
    }

    // ---- transfers -----------------------------------------------------------------------------

    public AgentActionView transferOut(ActingAgent agent, AccountRef internalId, AccountRef externalId, String paymentRail, long amount, String description) {
        PolicyCheck.requirePermission(agent.policy(), CREATE_TRANSFERS);
        return book.transferOut(agent, internalId, externalId, paymentRail, amount, description);
    }

    public AgentActionView transferIn(ActingAgent agent, AccountRef externalId, AccountRef internalId, long amount) {
        PolicyCheck.requirePermission(agent.policy(), CREATE_TRANSFERS);
        return book.transferIn(agent, externalId, internalId, amount);
    }

    // ---- transactions and actions --------------------------------------------------------------

    public Transactions.TransactionPage transactions(ActingAgent agent, Transactions.Filter filter, int limit, Cursor after) {
        PolicyCheck.requirePermission(agent.policy(), VIEW_TRANSACTIONS);
        Transactions.Filter f = new Transactions.Filter(agent.customerId(), null, filter.accountIdentifier(), filter.senderAccountIdentifier(),
                filter.receiverAccountIdentifier(), filter.status(), filter.type(), filter.reference(), filter.startDate(), filter.endDate(),
                filter.ascending());
        return transactions.list(f, limit, after);
    }

    public MoneyTransaction transaction(ActingAgent agent, String transactionId) {
        PolicyCheck.requirePermission(agent.policy(), VIEW_TRANSACTIONS);
        MoneyTransaction tx = transactions.get(transactionId);
        if (!agent.customerId().equals(tx.customerId())) {
            throw new TransactionNotFound(transactionId);
        }
        return tx;
    }

    // ---- accounts ------------------------------------------------------------------------------

    public InternalAccounts.AccountPage internalAccounts(ActingAgent agent, String currency, String type, int limit, Cursor after) {
        provisioning.ensureProvisioned(agent.customerId());
        return internalAccounts.listCustomerAccounts(agent.customerId(), currency, type, limit, after);
    }

    public ExternalAccounts.AccountPage externalAccounts(ActingAgent agent, String currency, int limit, Cursor after) {
        return externalAccounts.list(false, agent.customerId(), currency, limit, after);
    }

    public ExternalAccount externalAccount(ActingAgent agent, ExternalAccountId id) {
        ExternalAccount a = externalAccounts.get(id, false);
        if (!agent.customerId().equals(a.customerId())) {
            throw new ExternalAccountNotFound(id.value());
        }
        return a;
    }

    /** The request as for the platform, for the agent's customer (a customerId, if sent, must be that one). */
    public ExternalAccount createExternalAccount(ActingAgent agent, JsonObject request) {
        PolicyCheck.requirePermission(agent.policy(), MANAGE_EXTERNAL_ACCOUNTS);
        if (request.containsKey("customerId") && !(request.get("customerId") instanceof jakarta.json.JsonString s && s.getString().equals(agent.customerId()))) {
            throw InvalidFields.of("customerId", "must be the agent's customer " + agent.customerId() + " (or left out)");
        }
        JsonObject forCustomer = net.ccpay.common.json.JsonP.createObjectBuilder(request).add("customerId", agent.customerId()).build();
        return externalAccounts.create(forCustomer, false);
    }

    /** The policy's permission is checked before the path's account: text that is no external account's id is an unknown account then. */
    public void deleteExternalAccount(ActingAgent agent, AccountRef account) {
        PolicyCheck.requirePermission(agent.policy(), MANAGE_EXTERNAL_ACCOUNTS);
        ExternalAccountId id = account.external().orElseThrow(() -> new ExternalAccountNotFound(account.text()));
        externalAccount(agent, id);
        externalAccounts.delete(id, false);
    }

    // ---- the platform's decisions --------------------------------------------------------------

    /**
     * Approves a pending action: its money moves now, or, if the source cannot pay at this moment (short
     * of funds, or no longer active), the action and its transaction fail and nothing moves.
     */
    public AgentActionView approve(String agentId, String actionId) {
        try {
            return book.approve(agentId, actionId);
        } catch (InsufficientFunds e) {
            return book.fail(actionId, "The source account did not hold enough funds when the platform approved the action");
        } catch (AccountNotActive e) {
            return book.fail(actionId, "An account of the action was no longer active when the platform approved it");
        }
    }

    public AgentActionView reject(String agentId, String actionId, String reason) {
        return book.reject(agentId, actionId, reason);
    }

    /** The brief's {@code POST /transactions/{id}/approve} for an agent's transaction: its action, if it has one. */
    public Optional<String> actionOfTransaction(String transactionId) {
        return book.actionOfTransaction(transactionId);
    }

    /** The agent's policy sees a priced quote: account restriction and per-transaction limit. */
    private record OnBehalf(ActingAgent agent) implements QuoteOnBehalf {
        @Override
        public String agentId() { return agent.agentId(); }

        @Override
        public String customerId() { return agent.customerId(); }

        @Override
        public void check(String sourceAccountId, Price price) {
            var p = agent.policy();
            Money spend = Spending.in(p.limits().currency(), price.totalSending(), price.totalReceiving());
            Money size = Spending.in(p.thresholdCurrency(), price.totalSending(), price.totalReceiving());
            PolicyCheck.checkStatic(p, new PolicyCheck.Action(CREATE_QUOTES, sourceAccountId, spend, size));
        }
    }
}
