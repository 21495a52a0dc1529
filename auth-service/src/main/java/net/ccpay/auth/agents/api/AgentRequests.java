package net.ccpay.auth.agents.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
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
import net.ccpay.common.json.JsonP;
import net.ccpay.common.validation.Shape;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The request bodies of the agent operations, read in one pass that reports every invalid field:
 * the JSON shapes here (common's {@link Shape}), the policy's rules ({@link PolicyRules}) on whatever
 * was readable. Unknown fields are ignored, as elsewhere in the API.
 */
final class AgentRequests {

    static final int MAX_NAME = 200;
    static final int MAX_ACCOUNTS = 100;
    static final int MAX_PERMISSIONS = 20;

    /** spendingLimits, whole in a policy; in a patch each field may be left out, and the three optional limits may be null. */
    private static final Shape LIMITS = Shape.object()
            .text("currency", true, 10)
            .integer("perTransactionLimit", true)
            .integer("dailyLimit", false)
            .integer("dailyTransactionLimit", false)
            .integer("monthlyLimit", false);
    private static final Shape ACCOUNT_RULE = Shape.object()
            .text("accountId", true, 100)
            .oneOf("executionMode", false, ExecutionMode.NAMES)
            .integer("perTransactionLimit", false);
    /** The account ids are checked as ids by {@link PolicyRules}, after the shapes. */
    private static final Shape RESTRICTIONS = Shape.object()
            .value("allowedAccountIds", false, AgentRequests::accountIds)
            .value("accountRules", false, AgentRequests::accountRules);
    private static final Shape THRESHOLDS = Shape.object()
            .text("currency", false, 10)
            .integer("amount", false);
    private static final Shape POLICY = Shape.object()
            .value("permissions", true, AgentRequests::permissions)
            .hintWhenMissing("permissions", FieldError.Constraint.oneOf(AgentPermission.NAMES))
            .oneOf("defaultExecutionMode", true, ExecutionMode.NAMES)
            .hintWhenMissing("defaultExecutionMode", FieldError.Constraint.oneOf(ExecutionMode.NAMES))
            .nested("spendingLimits", true, LIMITS)
            .nested("accountRestrictions", false, RESTRICTIONS)
            .nested("approvalThresholds", false, THRESHOLDS);

    /** POST /agents, in three steps so that the errors come in the order of the fields: name and customerId, its form, the policy. */
    private static final Shape NEW_AGENT = Shape.object()
            .text("name", true, MAX_NAME)
            .text("customerId", true, 100);
    private static final Shape NEW_AGENT_POLICY = Shape.object()
            .nested("policy", true, POLICY);
    private static final Shape CHANGES = Shape.object()
            .text("name", false, MAX_NAME)
            .bool("isPaused", false);
    private static final Shape POLICY_PATCH = Shape.object()
            .value("permissions", false, AgentRequests::permissions)
            .oneOf("defaultExecutionMode", false, ExecutionMode.NAMES)
            .nestedPatch("spendingLimits", false, LIMITS)
            .nested("accountRestrictions", false, RESTRICTIONS)
            .nested("approvalThresholds", false, THRESHOLDS);

    private AgentRequests() {}

    /** POST /agents, read: the request if every field is valid; the errors otherwise (the customer's existence is checked after). */
    record Create(Agents.NewAgent request, boolean customerIdWellFormed, String customerId, FieldErrors errors) {}

    static Create create(JsonValue body) {
        JsonObject in = object(body, "{name, customerId, policy}");
        FieldErrors errors = new FieldErrors();
        JsonObject head = NEW_AGENT.check("", in, errors);
        String name = text(head, "name");
        String customerId = text(head, "customerId");
        boolean wellFormed = customerId != null && Ids.hasType("Customer", customerId);
        if (customerId != null && !wellFormed) {
            errors.add(new FieldError("customerId", FieldError.Constraint.pattern("^Customer:[0-9a-fA-F-]{36}$"), "must be a customer id (Customer:<uuid>)"));
        }
        JsonObject read = NEW_AGENT_POLICY.check("", in, errors);
        AgentPolicy policy = null;
        if (read.containsKey("policy")) {
            policy = policy(read.getJsonObject("policy"));
            PolicyRules.check(policy, "policy.", errors);
        }
        Agents.NewAgent request = errors.isEmpty() ? new Agents.NewAgent(name, customerId, policy) : null;
        return new Create(request, wellFormed, customerId, errors);
    }

    /** PATCH /agents/{id}: {name?, isPaused?}, at least one. */
    static Agents.Changes changes(JsonValue body) {
        JsonObject in = object(body, "{name?, isPaused?}");
        FieldErrors errors = new FieldErrors();
        JsonObject read = CHANGES.check("", in, errors);
        String name = text(read, "name");
        Boolean paused = read.containsKey("isPaused") ? read.getBoolean("isPaused") : null;
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
        JsonObject read = POLICY_PATCH.check("", in, errors);
        PolicyPatch.Limits limits = null;
        if (read.containsKey("spendingLimits")) {
            JsonObject sent = in.getJsonObject("spendingLimits");
            JsonObject l = read.getJsonObject("spendingLimits");
            limits = new PolicyPatch.Limits(text(l, "currency"), number(l, "perTransactionLimit"), change(sent, l, "dailyLimit"),
                    change(sent, l, "dailyTransactionLimit"), change(sent, l, "monthlyLimit"));
        }
        Change<AgentPolicy.AccountRestrictions> restrictions = !in.containsKey("accountRestrictions") ? Change.absent()
                : Change.to(read.containsKey("accountRestrictions") ? restrictions(read.getJsonObject("accountRestrictions")) : null);
        Change<AgentPolicy.ApprovalThresholds> thresholds = !in.containsKey("approvalThresholds") ? Change.absent()
                : Change.to(read.containsKey("approvalThresholds") ? thresholds(read.getJsonObject("approvalThresholds")) : null);
        PolicyPatch patch = new PolicyPatch(permissions(read), mode(read, "defaultExecutionMode"), limits, restrictions, thresholds);
        if (errors.isEmpty() && patch.isEmpty()) {
            errors.add("body", "must change something: send permissions, defaultExecutionMode, spendingLimits, accountRestrictions "
                    + "or approvalThresholds");
        }
        throwIfAny(errors);
        return patch;
    }

    // ---- from the checked JSON to the domain: null where the request had nothing valid ----

    /** A whole AgentPolicy from what {@link #POLICY} kept; null components where the request had none or a malformed one (reported). */
    private static AgentPolicy policy(JsonObject p) {
        AgentPolicy.SpendingLimits limits = null;
        if (p.containsKey("spendingLimits")) {
            JsonObject l = p.getJsonObject("spendingLimits");
            limits = new AgentPolicy.SpendingLimits(text(l, "currency"), number(l, "perTransactionLimit"), number(l, "dailyLimit"),
                    number(l, "dailyTransactionLimit"), number(l, "monthlyLimit"));
        }
        return new AgentPolicy(permissions(p), mode(p, "defaultExecutionMode"), limits,
                p.containsKey("accountRestrictions") ? restrictions(p.getJsonObject("accountRestrictions")) : null,
                p.containsKey("approvalThresholds") ? thresholds(p.getJsonObject("approvalThresholds")) : null);
    }

    private static Set<AgentPermission> permissions(JsonObject read) {
        if (!read.containsKey("permissions")) {
            return null;
        }
        Set<AgentPermission> out = EnumSet.noneOf(AgentPermission.class);
        read.getJsonArray("permissions").getValuesAs(JsonString.class).forEach(s -> out.add(AgentPermission.valueOf(s.getString())));
        return out;
    }

    private static AgentPolicy.AccountRestrictions restrictions(JsonObject r) {
        List<String> allowed = r.containsKey("allowedAccountIds")
                ? r.getJsonArray("allowedAccountIds").getValuesAs(JsonString.class).stream().map(JsonString::getString).toList() : null;
        List<AgentPolicy.AccountRule> rules = new ArrayList<>();
        if (r.containsKey("accountRules")) {
            for (JsonObject rule : r.getJsonArray("accountRules").getValuesAs(JsonObject.class)) {
                rules.add(new AgentPolicy.AccountRule(text(rule, "accountId"), mode(rule, "executionMode"), number(rule, "perTransactionLimit")));
            }
        }
        return new AgentPolicy.AccountRestrictions(allowed, rules);
    }

    private static AgentPolicy.ApprovalThresholds thresholds(JsonObject t) {
        return new AgentPolicy.ApprovalThresholds(text(t, "currency"), number(t, "amount"));
    }

    /** For partial updates: absent is "keep", JSON null is "clear", a valid number is the new value (an invalid one was reported). */
    private static Change<Long> change(JsonObject sent, JsonObject read, String name) {
        if (sent.get(name) == JsonValue.NULL) {
            return Change.to(null);
        }
        return read.containsKey(name) ? Change.to(number(read, name)) : Change.absent();
    }

    private static String text(JsonObject o, String name) {
        return o.containsKey(name) ? o.getString(name) : null;
    }

    private static Long number(JsonObject o, String name) {
        return o.containsKey(name) ? o.getJsonNumber(name).longValueExact() : null;
    }

    private static ExecutionMode mode(JsonObject o, String name) {
        return o.containsKey(name) ? ExecutionMode.valueOf(o.getString(name)) : null;
    }

    // ---- the arrays, whose items have messages of their own ----

    /** At most 20 permission names; kept only if every item is one (each bad item is reported). */
    private static JsonValue permissions(String path, JsonValue v, FieldErrors errors) {
        if (!(v instanceof JsonArray a) || a.size() > MAX_PERMISSIONS) {
            errors.add(path, "must be an array of at most " + MAX_PERMISSIONS + " items");
            return null;
        }
        boolean ok = true;
        for (int i = 0; i < a.size(); i++) {
            if (!(a.get(i) instanceof JsonString s) || !AgentPermission.NAMES.contains(s.getString())) {
                errors.add(new FieldError(path + "[" + i + "]", FieldError.Constraint.oneOf(AgentPermission.NAMES),
                        "must be one of " + String.join(", ", AgentPermission.NAMES)));
                ok = false;
            }
        }
        return ok ? a : null;
    }

    /** At most 100 strings, kept as sent (their form is {@link PolicyRules}'); an item that is no string is reported and left out. */
    private static JsonValue accountIds(String path, JsonValue v, FieldErrors errors) {
        if (!(v instanceof JsonArray a) || a.size() > MAX_ACCOUNTS) {
            errors.add(path, "must be an array of at most " + MAX_ACCOUNTS + " items");
            return null;
        }
        JsonArrayBuilder out = JsonP.createArrayBuilder();
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) instanceof JsonString s) {
                out.add(s);
            } else {
                errors.add(path + "[" + i + "]", "must be an internal account id (InternalAccount:<uuid>)");
            }
        }
        return out.build();
    }

    /** At most 100 rules, each checked by {@link #ACCOUNT_RULE}; an item that is no object is reported and left out. */
    private static JsonValue accountRules(String path, JsonValue v, FieldErrors errors) {
        if (!(v instanceof JsonArray a) || a.size() > MAX_ACCOUNTS) {
            errors.add(path, "must be an array of at most " + MAX_ACCOUNTS + " items");
            return null;
        }
        JsonArrayBuilder out = JsonP.createArrayBuilder();
        for (int i = 0; i < a.size(); i++) {
            String rp = path + "[" + i + "]";
            if (a.get(i) instanceof JsonObject rule) {
                out.add(ACCOUNT_RULE.check(rp + ".", rule, errors));
            } else {
                errors.add(rp, "must be an object {accountId, executionMode?, perTransactionLimit?}");
            }
        }
        return out.build();
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
