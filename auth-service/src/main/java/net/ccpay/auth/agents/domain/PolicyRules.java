package net.ccpay.auth.agents.domain;

import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.InternalAccountId;
import net.ccpay.common.money.CurrencyCodes;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The rules a policy must keep, each reported under the dot path of its field (after {@code prefix},
 * e.g. {@code policy.}), all at once. Components that are null were absent or malformed in the
 * request (the edge reported that); rules that need them are skipped, the others still run.
 *
 * <ul>
 *   <li>amounts and counts are positive: {@code perTransactionLimit}, {@code dailyLimit},
 *       {@code monthlyLimit}, {@code dailyTransactionLimit} at least 1; a threshold amount at least 0;</li>
 *   <li>limits nest: a daily limit is at least the per-transaction limit, a monthly limit at least the
 *       daily limit (and the per-transaction limit), since a larger per-transaction limit could never
 *       be used;</li>
 *   <li>currencies are ones the platform knows; a threshold amount needs its currency;</li>
 *   <li>accounts are internal account ids ({@code InternalAccount:<uuid>}), each named once; a rule's
 *       per-transaction override fits under the daily and monthly limits, and names an allowed account
 *       when the allowed accounts are restricted.</li>
 * </ul>
 */
public final class PolicyRules {

    private static final List<String> CURRENCIES = List.copyOf(new TreeSet<>(CurrencyCodes.KNOWN));

    private PolicyRules() {}

    /** Checks a policy about to be stored; {@link InvalidFields} names every broken rule. */
    public static void require(AgentPolicy policy, String prefix) {
        FieldErrors errors = new FieldErrors();
        check(policy, prefix, errors);
        if (!errors.isEmpty()) {
            throw new InvalidFields(errors.list());
        }
    }

    public static void check(AgentPolicy policy, String prefix, FieldErrors errors) {
        AgentPolicy.SpendingLimits limits = policy.spendingLimits();
        if (limits != null) {
            checkLimits(limits, prefix + "spendingLimits.", errors);
        }
        if (policy.accountRestrictions() != null) {
            checkRestrictions(policy.accountRestrictions(), limits, prefix + "accountRestrictions.", errors);
        }
        if (policy.approvalThresholds() != null) {
            checkThresholds(policy.approvalThresholds(), prefix + "approvalThresholds.", errors);
        }
    }

    /** In the order of the contract's fields, each field's own value first, then how it nests. */
    private static void checkLimits(AgentPolicy.SpendingLimits l, String p, FieldErrors errors) {
        currency(l.currency(), p + "currency", errors);
        boolean perTx = positive(l.perTransactionLimit(), p + "perTransactionLimit", errors);
        boolean daily = positive(l.dailyLimit(), p + "dailyLimit", errors);
        if (perTx && daily && l.dailyLimit() < l.perTransactionLimit()) {
            errors.add(p + "dailyLimit", "must be at least perTransactionLimit (" + l.perTransactionLimit() + ")");
        }
        positive(l.dailyTransactionLimit(), p + "dailyTransactionLimit", errors);
        boolean monthly = positive(l.monthlyLimit(), p + "monthlyLimit", errors);
        if (monthly && daily && l.monthlyLimit() < l.dailyLimit()) {
            errors.add(p + "monthlyLimit", "must be at least dailyLimit (" + l.dailyLimit() + ")");
        } else if (monthly && perTx && l.monthlyLimit() < l.perTransactionLimit()) {
            errors.add(p + "monthlyLimit", "must be at least perTransactionLimit (" + l.perTransactionLimit() + ")");
        }
    }

    /**
     * The policy travels with every request of the agent, inside the gateway's signed internal
     * credential (an HTTP header), so its account lists are bounded.
     */
    static final int MAX_ACCOUNTS = 50;

    private static void checkRestrictions(AgentPolicy.AccountRestrictions r, AgentPolicy.SpendingLimits limits, String p, FieldErrors errors) {
        if (r.allowedAccountIds() != null && r.allowedAccountIds().size() > MAX_ACCOUNTS) {
            errors.add(p + "allowedAccountIds", "may name at most " + MAX_ACCOUNTS + " accounts");
        }
        if (r.accountRules().size() > MAX_ACCOUNTS) {
            errors.add(p + "accountRules", "may hold at most " + MAX_ACCOUNTS + " rules");
        }
        Set<String> allowed = new HashSet<>();
        if (r.allowedAccountIds() != null) {
            for (int i = 0; i < r.allowedAccountIds().size(); i++) {
                String id = r.allowedAccountIds().get(i);
                String path = p + "allowedAccountIds[" + i + "]";
                if (accountId(id, path, errors) && !allowed.add(id)) {
                    errors.add(path, "names the same account as an earlier item");
                }
            }
        }
        Set<String> ruled = new HashSet<>();
        for (int i = 0; i < r.accountRules().size(); i++) {
            AgentPolicy.AccountRule rule = r.accountRules().get(i);
            String path = p + "accountRules[" + i + "].";
            if (accountId(rule.accountId(), path + "accountId", errors)) {
                if (!ruled.add(rule.accountId())) {
                    errors.add(path + "accountId", "names the same account as an earlier rule");
                } else if (r.allowedAccountIds() != null && !allowed.contains(rule.accountId())) {
                    errors.add(path + "accountId", "is not in allowedAccountIds, so the agent may not use it at all");
                }
            }
            if (positive(rule.perTransactionLimit(), path + "perTransactionLimit", errors) && limits != null) {
                if (limits.dailyLimit() != null && limits.dailyLimit() > 0 && rule.perTransactionLimit() > limits.dailyLimit()) {
                    errors.add(path + "perTransactionLimit", "must be at most spendingLimits.dailyLimit (" + limits.dailyLimit() + ")");
                } else if (limits.monthlyLimit() != null && limits.monthlyLimit() > 0 && rule.perTransactionLimit() > limits.monthlyLimit()) {
                    errors.add(path + "perTransactionLimit", "must be at most spendingLimits.monthlyLimit (" + limits.monthlyLimit() + ")");
                }
            }
        }
    }

    private static void checkThresholds(AgentPolicy.ApprovalThresholds t, String p, FieldErrors errors) {
        if (t.currency() != null) {
            currency(t.currency(), p + "currency", errors);
        } else if (t.amount() != null) {
            errors.add(new FieldError(p + "currency", FieldError.Constraint.oneOf(CURRENCIES), "is required when amount is set"));
        }
        if (t.amount() != null && t.amount() < 0) {
            errors.add(p + "amount", "must be 0 or more (null: no threshold)");
        }
    }

    private static void currency(String code, String path, FieldErrors errors) {
        if (code != null && !CurrencyCodes.isKnown(code)) {
            errors.add(new FieldError(path, FieldError.Constraint.oneOf(CURRENCIES), "must be a currency code the platform knows, such as USD"));
        }
    }

    /** True when the value is present and valid (so rules comparing it may run). */
    private static boolean positive(Long value, String path, FieldErrors errors) {
        if (value == null) {
            return false;
        }
        if (value < 1) {
            errors.add(path, "must be greater than 0");
            return false;
        }
        return true;
    }

    private static boolean accountId(String id, String path, FieldErrors errors) {
        if (id == null) {
            return false;
        }
        if (InternalAccountId.parse(id).isEmpty()) {
            errors.add(new FieldError(path, FieldError.Constraint.pattern("^InternalAccount:[0-9a-fA-F-]{36}$"),
                    "must be an internal account id (InternalAccount:<uuid>)"));
            return false;
        }
        return true;
    }
}
