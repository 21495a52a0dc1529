package net.ccpay.auth.agents.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.auth.agents.application.Agents;
import net.ccpay.auth.agents.domain.AgentPermission;
import net.ccpay.auth.agents.domain.AgentPolicy;
import net.ccpay.auth.agents.domain.ExecutionMode;
import net.ccpay.auth.agents.domain.PolicyPatch;
import net.ccpay.auth.agents.domain.PolicyPatch.Change;
import net.ccpay.auth.agents.domain.PolicyRules;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.Ids;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The request bodies of the agent operations, read in one pass that reports every invalid field:
 * the JSON shapes here, the policy's rules ({@link PolicyRules}) on whatever was readable.
 * Unknown fields are ignored, as elsewhere in the API.
 */
final class AgentRequests {

    static final int MAX_NAME = 200;
    static final int MAX_ACCOUNTS = 100;

    private AgentRequests() {}

    /** POST /agents, read: the request if every field is valid; the errors otherwise (the customer's existence is checked after). */
    record Create(Agents.NewAgent request, boolean customerIdWellFormed, String customerId, FieldErrors errors) {}

    static Create create(JsonValue body) {
        JsonObject in = object(body, "{name, customerId, policy}");
        FieldErrors errors = new FieldErrors();
        String name = JsonFields.string(in, "name", "name", true, MAX_NAME, errors);
        String customerId = JsonFields.string(in, "customerId", "customerId", true, 100, errors);
        boolean wellFormed = customerId != null && Ids.hasType("Customer", customerId);
        if (customerId != null && !wellFormed) {
            errors.add(new FieldError("customerId", FieldError.Constraint.pattern("^Customer:[0-9a-fA-F-]{36}$"), "must be a customer id (Customer:<uuid>)"));
        }
        AgentPolicy policy = null;
        if (!in.containsKey("policy") || in.get("policy") == JsonValue.NULL) {
            errors.add("policy", "is required");
        } else {
            policy = policy(in.get("policy"), "policy", errors);
            if (policy != null) {
                PolicyRules.check(policy, "policy.", errors);
            }
        }
        Agents.NewAgent request = errors.isEmpty() ? new Agents.NewAgent(name, customerId, policy) : null;
        return new Create(request, wellFormed, customerId, errors);
    }

    /** PATCH /agents/{id}: {name?, isPaused?}, at least one. */
    static Agents.Changes changes(JsonValue body) {
        JsonObject in = object(body, "{name?, isPaused?}");
        FieldErrors errors = new FieldErrors();
        String name = JsonFields.string(in, "name", "name", false, MAX_NAME, errors);
        Boolean paused = JsonFields.bool(in, "isPaused", "isPaused", errors);
        if (errors.isEmpty() && name == null && paused == null) {
            errors.add("body", "must change something: send name, isPaused or both");
        }
        throwIfAny(errors);
        return new Agents.Changes(name, paused);
    }

    /**
     * PATCH /agents/{id}/policy: the fields sent, type-checked here. Their values (positive limits,
     * limits that nest, known currencies) are checked on the policy they produce, which needs the
     * current one: see {@code Agents.updatePolicy}.
     */
    static PolicyPatch policyPatch(JsonValue body) {
        JsonObject in = object(body, "an AgentPolicyUpdateRequest");
        FieldErrors errors = new FieldErrors();
        Set<AgentPermission> permissions = JsonFields.present(in, "permissions") ? permissions(in, "permissions", errors) : null;
        ExecutionMode mode = JsonFields.oneOf(in, "defaultExecutionMode", "defaultExecutionMode", false, ExecutionMode.class,
                ExecutionMode.NAMES, errors);
        PolicyPatch.Limits limits = null;
        JsonObject l = JsonFields.object(in, "spendingLimits", "spendingLimits", false, errors);
        if (l != null) {
            limits = new PolicyPatch.Limits(
                    JsonFields.string(l, "currency", "spendingLimits.currency", false, 10, errors),
                    JsonFields.integer(l, "perTransactionLimit", "spendingLimits.perTransactionLimit", false, errors),
                    JsonFields.nullableLong(l, "dailyLimit", "spendingLimits.dailyLimit", errors),
                    JsonFields.nullableLong(l, "dailyTransactionLimit", "spendingLimits.dailyTransactionLimit", errors),
                    JsonFields.nullableLong(l, "monthlyLimit", "spendingLimits.monthlyLimit", errors));
        }
        Change<AgentPolicy.AccountRestrictions> restrictions = !in.containsKey("accountRestrictions") ? Change.absent()
                : Change.to(restrictions(in, "accountRestrictions", errors));
        Change<AgentPolicy.ApprovalThresholds> thresholds = !in.containsKey("approvalThresholds") ? Change.absent()
                : Change.to(thresholds(in, "approvalThresholds", errors));
        PolicyPatch patch = new PolicyPatch(permissions, mode, limits, restrictions, thresholds);
        if (errors.isEmpty() && patch.isEmpty()) {
            errors.add("body", "must change something: send permissions, defaultExecutionMode, spendingLimits, accountRestrictions "
                    + "or approvalThresholds");
        }
        throwIfAny(errors);
        return patch;
    }

    /** A whole AgentPolicy; null components where the request had none or a malformed one (reported). */
    static AgentPolicy policy(JsonValue value, String path, FieldErrors errors) {
        if (!(value instanceof JsonObject in)) {
            errors.add(path, "must be an object");
            return null;
        }
        String p = path + ".";
        Set<AgentPermission> permissions = JsonFields.present(in, "permissions") ? permissions(in, p + "permissions", errors) : null;
        if (!JsonFields.present(in, "permissions")) {
            errors.add(new FieldError(p + "permissions", FieldError.Constraint.oneOf(AgentPermission.NAMES), "is required"));
        }
        ExecutionMode mode = JsonFields.oneOf(in, "defaultExecutionMode", p + "defaultExecutionMode", true, ExecutionMode.class,
                ExecutionMode.NAMES, errors);
        AgentPolicy.SpendingLimits limits = null;
        JsonObject l = JsonFields.object(in, "spendingLimits", p + "spendingLimits", true, errors);
        if (l != null) {
            String lp = p + "spendingLimits.";
            limits = new AgentPolicy.SpendingLimits(
                    JsonFields.string(l, "currency", lp + "currency", true, 10, errors),
                    JsonFields.integer(l, "perTransactionLimit", lp + "perTransactionLimit", true, errors),
                    JsonFields.integer(l, "dailyLimit", lp + "dailyLimit", false, errors),
                    JsonFields.integer(l, "dailyTransactionLimit", lp + "dailyTransactionLimit", false, errors),
                    JsonFields.integer(l, "monthlyLimit", lp + "monthlyLimit", false, errors));
        }
        return new AgentPolicy(permissions, mode, limits, restrictions(in, p + "accountRestrictions", errors),
                thresholds(in, p + "approvalThresholds", errors));
    }

    private static Set<AgentPermission> permissions(JsonObject in, String path, FieldErrors errors) {
        String name = path.substring(path.lastIndexOf('.') + 1);
        JsonArray a = JsonFields.array(in, name, path, false, 20, errors);
        if (a == null) {
            return null;
        }
        Set<AgentPermission> out = EnumSet.noneOf(AgentPermission.class);
        boolean ok = true;
        for (int i = 0; i < a.size(); i++) {
            AgentPermission perm = JsonFields.enumValue(a.get(i), path + "[" + i + "]", AgentPermission.class, AgentPermission.NAMES, errors);
            if (perm == null) {
                ok = false;
            } else {
                out.add(perm);
            }
        }
        return ok ? out : null;
    }

    /** accountRestrictions at {@code path} (its last segment is the field of {@code parent}); null when absent, null or malformed. */
    private static AgentPolicy.AccountRestrictions restrictions(JsonObject parent, String path, FieldErrors errors) {
        JsonObject r = JsonFields.object(parent, last(path), path, false, errors);
        if (r == null) {
            return null;
        }
        List<String> allowed = null;
        JsonArray ids = JsonFields.array(r, "allowedAccountIds", path + ".allowedAccountIds", false, MAX_ACCOUNTS, errors);
        if (ids != null) {
            allowed = new ArrayList<>();
            for (int i = 0; i < ids.size(); i++) {
                if (ids.get(i) instanceof JsonString s) {
                    allowed.add(s.getString());
                } else {
                    errors.add(path + ".allowedAccountIds[" + i + "]", "must be an internal account id (InternalAccount:<uuid>)");
                }
            }
        }
        List<AgentPolicy.AccountRule> rules = new ArrayList<>();
        JsonArray rs = JsonFields.array(r, "accountRules", path + ".accountRules", false, MAX_ACCOUNTS, errors);
        if (rs != null) {
            for (int i = 0; i < rs.size(); i++) {
                String rp = path + ".accountRules[" + i + "]";
                if (!(rs.get(i) instanceof JsonObject rule)) {
                    errors.add(rp, "must be an object {accountId, executionMode?, perTransactionLimit?}");
                    continue;
                }
                rules.add(new AgentPolicy.AccountRule(
                        JsonFields.string(rule, "accountId", rp + ".accountId", true, 100, errors),
                        JsonFields.oneOf(rule, "executionMode", rp + ".executionMode", false, ExecutionMode.class, ExecutionMode.NAMES, errors),
                        JsonFields.integer(rule, "perTransactionLimit", rp + ".perTransactionLimit", false, errors)));
            }
        }
        return new AgentPolicy.AccountRestrictions(allowed, rules);
    }

    private static AgentPolicy.ApprovalThresholds thresholds(JsonObject parent, String path, FieldErrors errors) {
        JsonObject t = JsonFields.object(parent, last(path), path, false, errors);
        if (t == null) {
            return null;
        }
        return new AgentPolicy.ApprovalThresholds(JsonFields.string(t, "currency", path + ".currency", false, 10, errors),
                JsonFields.integer(t, "amount", path + ".amount", false, errors));
    }

    private static String last(String path) {
        return path.substring(path.lastIndexOf('.') + 1);
    }

    private static JsonObject object(JsonValue body, String what) {
        if (!(body instanceof JsonObject in)) {
            throw InvalidFields.of("body", "must be a JSON object: " + what);
        }
        return in;
    }

    private static void throwIfAny(FieldErrors errors) {
        if (!errors.isEmpty()) {
            throw new InvalidFields(errors.list());
        }
    }
}
