package net.ccpay.quote.agents.domain;

import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyMismatch;
import net.ccpay.common.money.Money;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What an agent's policy says about one action: refused (a named rule, {@link AgentPolicyRefused}),
 * allowed at once, or allowed once the platform approves. Pure: amounts come converted into the
 * policy's currencies, usage comes counted, and the caller holds the agent's spending lock so the
 * usage cannot change before the action is recorded.
 */
public final class PolicyCheck {

    /** The rules, as {@code details.rule} names them. */
    public enum Rule { PERMISSION, ACCOUNT_RESTRICTION, PER_TRANSACTION_LIMIT, DAILY_LIMIT, MONTHLY_LIMIT, DAILY_TRANSACTION_LIMIT }

    /** What the agent has used today and this month (UTC), in the policy's limit currency. */
    public record Usage(Money dailySpend, long dailyTransactionCount, Money monthlySpend) {
        public Usage {
            dailySpend.sameCurrency(monthlySpend);
        }

        public static Usage none(Currency currency) {
            return new Usage(Money.zero(currency), 0, Money.zero(currency));
        }
    }

    /**
     * One action: the permission it needs, the customer's internal account it moves money from or to,
     * {@code spend} (money leaving the customer, in the limit currency; 0 when none leaves, as for a
     * transfer-in) and {@code thresholdAmount} (its size in the approval threshold's currency).
     */
    public record Action(String permission, String accountId, Money spend, Money thresholdAmount) {}

    /** Allowed; {@code approvalReason} says why the platform must approve first, null when it need not. */
    public record Decision(String approvalReason) {
        public boolean needsApproval() { return approvalReason != null; }
    }

    private PolicyCheck() {}

    public static void requirePermission(AgentPolicy policy, String permission) {
        if (!policy.allows(permission)) {
            throw new AgentPolicyRefused(Rule.PERMISSION, "The agent's policy does not grant " + permission,
                    Map.of("permission", permission));
        }
    }

    /** The checks that do not depend on usage: permission, account restriction and per-transaction limit. */
    public static void checkStatic(AgentPolicy policy, Action a) {
        requirePermission(policy, a.permission());
        if (a.accountId() != null && !policy.allowsAccount(a.accountId())) {
            throw new AgentPolicyRefused(Rule.ACCOUNT_RESTRICTION, "The agent's policy does not allow account " + a.accountId()
                    + " (accountRestrictions.allowedAccountIds)", Map.of("accountId", a.accountId()));
        }
        Money spend = inPolicyCurrency(a.spend(), policy.limits().currency());
        long perTx = policy.perTransactionLimitFor(a.accountId());
        if (spend.isGreaterThan(Money.of(perTx, spend.currency()))) {
            throw new AgentPolicyRefused(Rule.PER_TRANSACTION_LIMIT, "The amount " + spend.amount() + " " + policy.limits().currency()
                    + " is above the agent's per-transaction limit of " + perTx, limit(policy, perTx, 0, spend.amount()));
        }
    }

    /** Every rule; refused with the first one broken, else allowed with or without approval. */
    public static Decision decide(AgentPolicy policy, Usage usage, Action a) {
        checkStatic(policy, a);
        AgentPolicy.Limits l = policy.limits();
        if (l.dailyTransactions() != null && usage.dailyTransactionCount() + 1 > l.dailyTransactions()) {
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("limit", l.dailyTransactions());
            d.put("used", usage.dailyTransactionCount());
            throw new AgentPolicyRefused(Rule.DAILY_TRANSACTION_LIMIT, "The agent made its " + l.dailyTransactions()
                    + " transactions allowed today (UTC); the count resets at midnight UTC", d);
        }
        Money spend = a.spend();
        Money today = usage.dailySpend().plus(spend);
        if (spend.isPositive() && l.daily() != null && today.isGreaterThan(Money.of(l.daily(), spend.currency()))) {
            throw new AgentPolicyRefused(Rule.DAILY_LIMIT, "The amount " + spend.amount() + " " + l.currency() + " would take today's spending to "
                    + today.amount() + ", above the agent's daily limit of " + l.daily(),
                    limit(policy, l.daily(), usage.dailySpend().amount(), spend.amount()));
        }
        Money month = usage.monthlySpend().plus(spend);
        if (spend.isPositive() && l.monthly() != null && month.isGreaterThan(Money.of(l.monthly(), spend.currency()))) {
            throw new AgentPolicyRefused(Rule.MONTHLY_LIMIT, "The amount " + spend.amount() + " " + l.currency() + " would take this month's spending to "
                    + month.amount() + ", above the agent's monthly limit of " + l.monthly(),
                    limit(policy, l.monthly(), usage.monthlySpend().amount(), spend.amount()));
        }
        if (AgentPolicy.APPROVAL_REQUIRED.equals(policy.executionModeFor(a.accountId()))) {
            boolean byRule = a.accountId() != null && policy.accountRules().containsKey(a.accountId())
                    && policy.accountRules().get(a.accountId()).executionMode() != null;
            return new Decision(byRule ? "the policy's rule for account " + a.accountId() + " requires approval"
                    : "the policy's defaultExecutionMode is APPROVAL_REQUIRED");
        }
        AgentPolicy.Threshold t = policy.threshold();
        Money size = inPolicyCurrency(a.thresholdAmount(), policy.thresholdCurrency());
        if (t != null && t.amount() != null && size.isGreaterThan(Money.of(t.amount(), size.currency()))) {
            return new Decision("the amount " + size.amount() + " " + policy.thresholdCurrency()
                    + " is above the policy's approval threshold of " + t.amount());
        }
        return new Decision(null);
    }

    /** An amount the caller counted in the policy's currency {@code code}; any other is a {@link CurrencyMismatch}. */
    private static Money inPolicyCurrency(Money m, String code) {
        if (!m.currency().code().equals(code)) {
            throw new CurrencyMismatch(code, m.currency());
        }
        return m;
    }

    private static Map<String, Object> limit(AgentPolicy policy, long limit, long used, long requested) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("currency", policy.limits().currency());
        d.put("limit", limit);
        d.put("used", used);
        d.put("requested", requested);
        return d;
    }
}
