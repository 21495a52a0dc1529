package net.ccpay.auth.agents.api;

import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import net.ccpay.auth.agents.domain.AgentPermission;
import net.ccpay.auth.agents.domain.AgentPolicy;
import net.ccpay.auth.agents.domain.ExecutionMode;
import net.ccpay.auth.agents.domain.PolicyPatch;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.json.JsonP;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The agent request bodies: a valid one reads into a policy; an invalid one names every bad field at once. */
class AgentRequestsTest {

    static final String CUSTOMER = "Customer:019542f5-b3e7-1d02-0000-000000000001";
    static final String ACCOUNT = "InternalAccount:019542f5-b3e7-1d02-0000-000000000002";

    static JsonObject json(String text) {
        try (JsonReader r = JsonP.createReader(new StringReader(text.replace('\'', '"')))) {
            return r.readObject();
        }
    }

    static List<String> fields(AgentRequests.Create c) {
        return c.errors().list().stream().map(FieldError::field).toList();
    }

    @Test
    void aValidRequestReadsIntoTheAgentToCreate() {
        AgentRequests.Create c = AgentRequests.create(json("{'name':'Payroll Agent','customerId':'" + CUSTOMER + "','policy':{"
                + "'permissions':['VIEW_TRANSACTIONS','CREATE_QUOTES','CREATE_QUOTES'],'defaultExecutionMode':'APPROVAL_REQUIRED',"
                + "'spendingLimits':{'currency':'USD','perTransactionLimit':50000,'dailyLimit':500000,'dailyTransactionLimit':10,'monthlyLimit':null},"
                + "'accountRestrictions':{'allowedAccountIds':['" + ACCOUNT + "'],'accountRules':[{'accountId':'" + ACCOUNT + "','executionMode':'AUTO','perTransactionLimit':10000}]},"
                + "'approvalThresholds':{'currency':'USD','amount':100000}},'unknownField':1}"));
        assertTrue(c.errors().isEmpty(), c.errors().list().toString());
        AgentPolicy p = c.request().policy();
        assertEquals(Set.of(AgentPermission.VIEW_TRANSACTIONS, AgentPermission.CREATE_QUOTES), p.permissions());
        assertEquals(ExecutionMode.APPROVAL_REQUIRED, p.defaultExecutionMode());
        assertEquals(new AgentPolicy.SpendingLimits("USD", 50000L, 500000L, 10L, null), p.spendingLimits());
        assertEquals(List.of(new AgentPolicy.AccountRule(ACCOUNT, ExecutionMode.AUTO, 10000L)), p.accountRestrictions().accountRules());
        assertEquals(new AgentPolicy.ApprovalThresholds("USD", 100000L), p.approvalThresholds());
        assertEquals("Payroll Agent", c.request().name());
    }

    @Test
    void everyInvalidFieldIsReportedInOneAnswer() {
        AgentRequests.Create c = AgentRequests.create(json("{'name':'','customerId':'Customer:nope','policy':{"
                + "'permissions':['VIEW_TRANSACTIONS','FLY'],'defaultExecutionMode':'SOMETIMES',"
                + "'spendingLimits':{'currency':'XXX','perTransactionLimit':-5,'dailyLimit':'lots','dailyTransactionLimit':0,'monthlyLimit':-1},"
                + "'accountRestrictions':{'allowedAccountIds':['Account:1'],'accountRules':[{'perTransactionLimit':1.5}]},"
                + "'approvalThresholds':{'amount':-1}}}"));
        assertNull(c.request());
        assertEquals(List.of("name", "customerId", "policy.permissions[1]", "policy.defaultExecutionMode", "policy.spendingLimits.dailyLimit",
                "policy.accountRestrictions.accountRules[0].accountId", "policy.accountRestrictions.accountRules[0].perTransactionLimit",
                "policy.spendingLimits.currency", "policy.spendingLimits.perTransactionLimit", "policy.spendingLimits.dailyTransactionLimit",
                "policy.spendingLimits.monthlyLimit", "policy.accountRestrictions.allowedAccountIds[0]",
                "policy.approvalThresholds.currency", "policy.approvalThresholds.amount"), fields(c));
    }

    @Test
    void limitsThatDoNotNestAreEachNamed() {
        AgentRequests.Create c = AgentRequests.create(json("{'name':'a','customerId':'" + CUSTOMER + "','policy':{'permissions':[],"
                + "'defaultExecutionMode':'AUTO','spendingLimits':{'currency':'USD','perTransactionLimit':1000,'dailyLimit':999,'monthlyLimit':998}}}"));
        assertEquals(List.of("policy.spendingLimits.dailyLimit", "policy.spendingLimits.monthlyLimit"), fields(c));
        assertTrue(c.errors().list().get(0).message().contains("perTransactionLimit"));
        assertTrue(c.errors().list().get(1).message().contains("dailyLimit"));
    }

    @Test
    void missingPartsAreRequiredAndAWellFormedCustomerIdIsMarkedForTheExistenceCheck() {
        AgentRequests.Create c = AgentRequests.create(json("{'customerId':'" + CUSTOMER + "','policy':{'spendingLimits':{}}}"));
        assertEquals(List.of("name", "policy.permissions", "policy.defaultExecutionMode", "policy.spendingLimits.currency",
                "policy.spendingLimits.perTransactionLimit"), fields(c));
        assertTrue(c.customerIdWellFormed());
        AgentRequests.Create none = AgentRequests.create(json("{}"));
        assertEquals(List.of("name", "customerId", "policy"), fields(none));
        assertThrows(InvalidFields.class, () -> AgentRequests.create(JsonP.createArrayBuilder().build()));
    }

    @Test
    void aPolicyPatchKeepsWhatItOmitsAndClearsWhatItSetsToNull() {
        PolicyPatch patch = AgentRequests.policyPatch(json("{'spendingLimits':{'dailyLimit':null,'perTransactionLimit':700},'approvalThresholds':null}"));
        AgentPolicy before = new AgentPolicy(Set.of(AgentPermission.CREATE_QUOTES), ExecutionMode.AUTO,
                new AgentPolicy.SpendingLimits("USD", 500L, 1000L, 3L, 5000L), null, new AgentPolicy.ApprovalThresholds("USD", 100L));
        AgentPolicy after = before.apply(patch);
        assertEquals(new AgentPolicy.SpendingLimits("USD", 700L, null, 3L, 5000L), after.spendingLimits());
        assertNull(after.approvalThresholds());
        assertEquals(before.permissions(), after.permissions());
        assertEquals(ExecutionMode.AUTO, after.defaultExecutionMode());
    }

    @Test
    void aPolicyPatchOfTheWrongShapeOrWithNothingInItIsRefused() {
        InvalidFields e = assertThrows(InvalidFields.class, () -> AgentRequests.policyPatch(json(
                "{'permissions':['NOPE'],'defaultExecutionMode':1,'spendingLimits':{'perTransactionLimit':'x'}}")));
        assertNotNull(e.details());
        assertEquals(3, ((List<?>) e.details().get("errors")).size());
        assertThrows(InvalidFields.class, () -> AgentRequests.policyPatch(json("{}")));
        assertThrows(InvalidFields.class, () -> AgentRequests.changes(json("{}")));
        assertThrows(InvalidFields.class, () -> AgentRequests.changes(json("{'isPaused':'yes'}")));
        assertEquals(Boolean.TRUE, AgentRequests.changes(json("{'isPaused':true}")).paused());
    }

    @Test
    void arrayItemsAreEachNamedWithTheirOwnMessageAndMissingChoicesListTheirValues() {
        AgentRequests.Create c = AgentRequests.create(json("{'name':'a','customerId':'" + CUSTOMER + "','policy':{'permissions':[null],"
                + "'spendingLimits':{'currency':'USD','perTransactionLimit':1},"
                + "'accountRestrictions':{'allowedAccountIds':[7],'accountRules':['x',{'accountId':'" + ACCOUNT + "'}]}}}"));
        assertEquals(List.of("policy.permissions[0]", "policy.defaultExecutionMode", "policy.accountRestrictions.allowedAccountIds[0]",
                "policy.accountRestrictions.accountRules[0]", "policy.accountRestrictions.accountRules[0].accountId"), fields(c));
        List<FieldError> e = c.errors().list();
        assertEquals(AgentPermission.NAMES, e.get(0).constraint().enumValues(), "a null item is not a permission");
        assertEquals("is required", e.get(1).message());
        assertEquals(ExecutionMode.NAMES, e.get(1).constraint().enumValues());
        assertEquals("must be an internal account id (InternalAccount:<uuid>)", e.get(2).message());
        assertEquals("must be an object {accountId, executionMode?, perTransactionLimit?}", e.get(3).message());
        assertEquals(5, e.size(), "the rule that was an object is still checked by the policy rules: " + e);
    }
}
