package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Errors;
import net.ccpay.deploy.it.support.Onboarding;
import net.ccpay.deploy.it.support.Webhooks;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.patchJson;
import static net.ccpay.deploy.it.support.Api.postJson;
import static net.ccpay.deploy.it.support.Onboarding.ADDRESS;
import static net.ccpay.deploy.it.support.Onboarding.errorKeys;
import static net.ccpay.deploy.it.support.Onboarding.unique;
import static net.ccpay.deploy.it.support.Onboarding.verify;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The brief's "Sandbox: business KYB" table and its beneficial-owner table, through the gateway. */
class KybIT {

    @Test
    void suffix002IsRejectedAtOnceAndItsOwnersResolvedByLastName() {
        JsonObject b = Onboarding.business("REG-" + unique() + "-002", false);
        String id = b.getString("id");
        String pending = Onboarding.owner(id, "Doe001").getString("id");
        String rejected = Onboarding.owner(id, "Roe002").getString("id");
        String approved = Onboarding.owner(id, "Poe").getString("id");
        assertEquals("UNVERIFIED", get("/beneficial-owners/" + pending).json().getString("kycStatus"));

        JsonObject v = verify(id);
        assertEquals("REJECTED", v.getString("verificationStatus"));
        assertEquals(0, v.getJsonArray("errors").size(), "validation skipped");
        JsonObject after = get("/customers/" + id).json();
        assertEquals("REJECTED", after.getString("kybStatus"));
        Map<String, String> owners = after.getJsonArray("beneficialOwners").getValuesAs(JsonObject.class).stream()
                .collect(Collectors.toMap(o -> o.getString("id"), o -> o.getString("kycStatus")));
        assertEquals(Map.of(pending, "PENDING", rejected, "REJECTED", approved, "APPROVED"), owners);
        JsonObject w = Webhooks.awaitFor("CUSTOMER.KYB_REJECTED", id, Duration.ofSeconds(30));
        assertEquals(3, w.getJsonObject("body").getJsonObject("data").getJsonArray("beneficialOwners").size());
        Webhooks.awaitFor("VERIFICATION.REJECTED", v.getString("id"), Duration.ofSeconds(30));
        postJson("/verifications", "{\"customerId\":\"" + id + "\"}").assertError(400, "INVALID_INPUT");
    }

    @Test
    void anyOtherSuffixIsApprovedAtOnceWithoutValidation() {
        String id = Onboarding.business("REG-" + unique() + "-777", false).getString("id");
        JsonObject v = verify(id);
        assertEquals("APPROVED", v.getString("verificationStatus"));
        assertEquals("APPROVED", get("/customers/" + id).json().getString("kybStatus"));
        Webhooks.awaitFor("CUSTOMER.KYB_APPROVED", id, Duration.ofSeconds(30));
        Webhooks.awaitFor("VERIFICATION.APPROVED", v.getString("id"), Duration.ofSeconds(30));
        assertEquals("PENDING", Onboarding.owner(id, "Late001").getString("kycStatus"), "an owner added after resolution is resolved at once");
        postJson("/verifications", "{\"customerId\":\"" + id + "\"}").assertError(400, "INVALID_INPUT");
    }

    @Test
    void suffix003And001ResolveErrorsUntilInformationDocumentsAndAnOwnerAreComplete() {
        for (String suffix : List.of("003", "001")) {
            String id = Onboarding.business("REG-" + unique() + "-" + suffix, false).getString("id");
            Api.Reply link = postJson("/customers/" + id + "/kyc-link", "{}");
            assertEquals(201, link.status(), "a hosted KYB link for the business: " + link.raw().body());
            assertEquals(List.of("MISSING_FIELD:address", "MISSING_LEGAL_PRESENCE_DOCUMENT:" + id, "MISSING_BENEFICIAL_OWNER:" + id),
                    errorKeys(verify(id)));

            assertEquals(200, patchJson("/customers/" + id, "{\"customerType\":\"BUSINESS\",\"address\":" + ADDRESS
                    + ",\"businessInfo\":{\"doingBusinessAs\":\"Acme Trading\"}}").status());
            JsonObject patched = get("/customers/" + id).json();
            assertEquals("Acme Trading", patched.getJsonObject("businessInfo").getString("doingBusinessAs"));
            assertTrue(patched.getJsonObject("businessInfo").getString("registrationNumber").endsWith(suffix), "businessInfo merged");
            String owner = Onboarding.owner(id, "Owner").getString("id");
            assertEquals(List.of("MISSING_LEGAL_PRESENCE_DOCUMENT:" + id, "MISSING_IDENTITY_DOCUMENT:" + owner), errorKeys(verify(id)));

            Onboarding.upload(id, "CERTIFICATE_OF_INCORPORATION");
            Onboarding.upload(owner, "PASSPORT");
            JsonObject v = verify(id);
            assertEquals("PENDING_MANUAL_REVIEW", v.getString("verificationStatus"));
            assertEquals("UNVERIFIED", get("/customers/" + id).json().getString("kybStatus"), "no auto-decision");
            assertEquals("UNVERIFIED", get("/beneficial-owners/" + owner).json().getString("kycStatus"));
            Webhooks.awaitFor("VERIFICATION.PENDING_MANUAL_REVIEW", v.getString("id"), Duration.ofSeconds(30));
        }
    }

    @Test
    void beneficialOwnersAreValidatedListedAndPatched() {
        String id = Onboarding.business("REG-" + unique() + "-003", true).getString("id");
        JsonObject e = postJson("/beneficial-owners", "{\"customerId\":\"" + id + "\",\"roles\":[\"KING\"],\"ownershipPercentage\":120,"
                + "\"personalInfo\":{\"firstName\":\"A\",\"birthDate\":\"1980-13-01\",\"nationality\":\"ZZ\"}}").assertError(400, "INVALID_INPUT");
        Map<String, JsonObject> byField = Errors.byField(e);
        for (String f : List.of("roles[0]", "ownershipPercentage", "personalInfo.lastName", "personalInfo.birthDate", "personalInfo.nationality",
                "personalInfo.address", "personalInfo.idType", "personalInfo.identifier")) {
            assertTrue(byField.containsKey(f), f + " in " + byField.keySet());
        }
        postJson("/beneficial-owners", Onboarding.ownerBody("Customer:019542f5-b3e7-1d02-0000-000000000009", "X")).assertError(404, "USER_NOT_FOUND");
        String person = Onboarding.individual("Solo").getString("id");
        postJson("/beneficial-owners", Onboarding.ownerBody(person, "X")).assertError(400, "INVALID_INPUT");

        JsonObject o = Onboarding.owner(id, "Listed");
        assertTrue(o.getString("id").startsWith("BeneficialOwner:"));
        assertEquals(List.of("UBO", "DIRECTOR"), o.getJsonArray("roles").getValuesAs(jakarta.json.JsonString.class).stream()
                .map(jakarta.json.JsonString::getString).toList());
        Onboarding.owner(id, "Second");
        JsonObject list = get("/beneficial-owners?customerId=" + id + "&limit=1").json();
        assertEquals(2, list.getInt("totalCount"));
        assertEquals(o.getString("id"), list.getJsonArray("data").getJsonObject(0).getString("id"));
        assertTrue(list.getBoolean("hasMore"));

        Api.Reply p = patchJson("/beneficial-owners/" + o.getString("id"), "{\"ownershipPercentage\":25,\"personalInfo\":{\"middleName\":\"Q\"}}");
        assertEquals(200, p.status(), p.raw().body());
        assertEquals(25, p.json().getInt("ownershipPercentage"));
        assertEquals("Q", p.json().getJsonObject("personalInfo").getString("middleName"));
        assertEquals("Listed", p.json().getJsonObject("personalInfo").getString("lastName"));
        patchJson("/beneficial-owners/" + o.getString("id"), "{\"ownershipPercentage\":-1}").assertError(400, "INVALID_INPUT");
        get("/beneficial-owners/BeneficialOwner:019542f5-b3e7-1d02-0000-000000000009").assertError(404, "REFERENCE_NOT_FOUND");
    }

    @Test
    void listingBeneficialOwnersRequiresTheBusinessCustomerIdAndListsOnlyItsOwners() {
        for (String query : List.of("", "?limit=5", "?customerId=", "?customerId=%20")) {
            JsonObject e = get("/beneficial-owners" + query).assertError(400, "INVALID_INPUT");
            assertEquals(List.of("customerId"), Errors.fields(e), query);
        }
        JsonObject both = get("/beneficial-owners?limit=0").assertError(400, "INVALID_INPUT");
        assertEquals(Set.of("customerId", "limit"), Set.copyOf(Errors.fields(both)), "every invalid parameter at once");

        String id = Onboarding.business("REG-" + unique() + "-003", true).getString("id");
        String other = Onboarding.business("REG-" + unique() + "-003", true).getString("id");
        String mine = Onboarding.owner(id, "Mine").getString("id");
        Onboarding.owner(other, "Theirs");
        JsonObject page = get("/beneficial-owners?customerId=" + id).json();
        assertEquals(1, page.getInt("totalCount"));
        assertEquals(mine, page.getJsonArray("data").getJsonObject(0).getString("id"));
    }

    @Test
    void theOwnersOfABusinessTogetherHoldAtMostAllOfIt() {
        String id = Onboarding.business("REG-" + unique() + "-003", true).getString("id");
        String first = postJson("/beneficial-owners", Onboarding.ownerBody(id, "First", 60)).json().getString("id");

        JsonObject refused = postJson("/beneficial-owners", Onboarding.ownerBody(id, "Second", 41)).assertError(400, "INVALID_INPUT");
        assertEquals(List.of("ownershipPercentage"), Errors.fields(refused));
        assertTrue(refused.getString("message").contains("101%"), refused.getString("message"));
        assertEquals(1, get("/beneficial-owners?customerId=" + id).json().getInt("totalCount"), "nothing stored");

        Api.Reply second = postJson("/beneficial-owners", Onboarding.ownerBody(id, "Second", 40));
        assertEquals(201, second.status(), second.raw().body());
        String secondId = second.json().getString("id");

        JsonObject raised = patchJson("/beneficial-owners/" + first, "{\"ownershipPercentage\":61}").assertError(400, "INVALID_INPUT");
        assertEquals(List.of("ownershipPercentage"), Errors.fields(raised));
        assertTrue(raised.getString("message").contains("101%"), raised.getString("message"));
        assertEquals(60, get("/beneficial-owners/" + first).json().getInt("ownershipPercentage"), "the refused change is not stored");

        assertEquals(200, patchJson("/beneficial-owners/" + first, "{\"ownershipPercentage\":60}").status(), "an owner's own share is not counted twice");
        assertEquals(200, patchJson("/beneficial-owners/" + secondId, "{\"personalInfo\":{\"middleName\":\"Q\"}}").status());
        assertEquals(200, patchJson("/beneficial-owners/" + secondId, "{\"ownershipPercentage\":30}").status());
        Api.Reply third = postJson("/beneficial-owners", Onboarding.ownerBody(id, "Third", 10));
        assertEquals(201, third.status(), "the freed share can be taken: " + third.raw().body());

        String elsewhere = Onboarding.business("REG-" + unique() + "-003", true).getString("id");
        Api.Reply whole = postJson("/beneficial-owners", Onboarding.ownerBody(elsewhere, "Whole", 100));
        assertEquals(201, whole.status(), "another business's owners do not count: " + whole.raw().body());
    }
}
