package net.ccpay.deploy.it;

import jakarta.json.JsonObject;
import net.ccpay.deploy.it.support.Api;
import net.ccpay.deploy.it.support.Onboarding;
import net.ccpay.deploy.it.support.Webhooks;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static net.ccpay.deploy.it.support.Api.get;
import static net.ccpay.deploy.it.support.Api.patchJson;
import static net.ccpay.deploy.it.support.Api.postJson;
import static net.ccpay.deploy.it.support.Onboarding.ADDRESS;
import static net.ccpay.deploy.it.support.Onboarding.errorKeys;
import static net.ccpay.deploy.it.support.Onboarding.verify;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The brief's "Sandbox: individual customer KYC" verification rows and the standard loop, through the gateway. */
class KycVerificationIT {

    static final String COMPLETE = "{\"customerType\":\"INDIVIDUAL\",\"birthDate\":\"1990-01-01\",\"nationality\":\"US\","
            + "\"idType\":\"SSN\",\"identifier\":\"123-45-6789\",\"address\":" + ADDRESS + "}";

    @Test
    void theStandardLoopEndsInManualReview() {
        String id = Onboarding.individual("Loop Tester 001").getString("id");

        JsonObject first = verify(id);
        assertTrue(first.getString("id").startsWith("Verification:"));
        assertEquals(id, first.getString("customerId"));
        assertEquals("RESOLVE_ERRORS", first.getString("verificationStatus"));
        assertEquals(List.of("MISSING_FIELD:birthDate", "MISSING_FIELD:nationality", "MISSING_FIELD:idType", "MISSING_FIELD:identifier",
                "MISSING_FIELD:address", "MISSING_IDENTITY_DOCUMENT:" + id), errorKeys(first), "one error per gap");
        JsonObject docError = first.getJsonArray("errors").getJsonObject(5);
        assertEquals(List.of("PASSPORT", "DRIVERS_LICENSE", "NATIONAL_ID"), docError.getJsonArray("acceptedDocumentTypes")
                .getValuesAs(jakarta.json.JsonString.class).stream().map(jakarta.json.JsonString::getString).toList());
        first.getJsonArray("errors").getValuesAs(JsonObject.class).forEach(e -> {
            assertEquals(id, e.getString("resourceId"));
            assertTrue(!e.getString("reason").isBlank());
        });
        Webhooks.awaitFor("VERIFICATION.RESOLVE_ERRORS", first.getString("id"), Duration.ofSeconds(30));

        assertEquals(200, patchJson("/customers/" + id, COMPLETE).status());
        assertEquals(List.of("MISSING_IDENTITY_DOCUMENT:" + id), errorKeys(verify(id)));

        Onboarding.upload(id, "PASSPORT");
        JsonObject last = verify(id);
        assertEquals("PENDING_MANUAL_REVIEW", last.getString("verificationStatus"));
        assertEquals(0, last.getJsonArray("errors").size());
        assertEquals("PENDING", get("/customers/" + id).json().getString("kycStatus"), "kycStatus stays PENDING");
        JsonObject w = Webhooks.awaitFor("VERIFICATION.PENDING_MANUAL_REVIEW", last.getString("id"), Duration.ofSeconds(30));
        assertEquals(id, w.getJsonObject("body").getJsonObject("data").getString("customerId"));

        assertEquals(last, get("/verifications/" + last.getString("id")).json());
        assertEquals(3, get("/verifications?customerId=" + id).json().getInt("totalCount"));
        assertEquals(2, get("/verifications?customerId=" + id + "&verificationStatus=RESOLVE_ERRORS").json().getInt("totalCount"));
    }

    @Test
    void unverified003WithCompleteDataGetsAPoorQualityDocumentErrorThatANewDocumentCorrects() {
        String id = Onboarding.individual("Blurry Scan 003").getString("id");
        patchJson("/customers/" + id, COMPLETE);
        String doc = Onboarding.upload(id, "DRIVERS_LICENSE").getString("id");
        JsonObject v = verify(id);
        assertEquals("RESOLVE_ERRORS", v.getString("verificationStatus"));
        assertEquals(List.of("POOR_QUALITY_DOCUMENT:" + doc), errorKeys(v));
        assertEquals("UNVERIFIED", get("/customers/" + id).json().getString("kycStatus"));
        assertEquals(List.of("POOR_QUALITY_DOCUMENT:" + doc), errorKeys(verify(id)), "resubmitting the same document changes nothing");

        Onboarding.upload(id, "PASSPORT");
        JsonObject corrected = verify(id);
        assertEquals("PENDING_MANUAL_REVIEW", corrected.getString("verificationStatus"), "a new document corrects it");
        assertEquals("PENDING", get("/customers/" + id).json().getString("kycStatus"));
        Webhooks.awaitFor("CUSTOMER.KYC_PENDING", id, Duration.ofSeconds(30));
    }

    @Test
    void unverified003MissingDataListsTheGaps() {
        String id = Onboarding.individual("Gappy 003").getString("id");
        assertEquals(6, verify(id).getJsonArray("errors").size());
    }

    @Test
    void terminallyDecidedCustomersCannotBeResubmitted() {
        for (String name : List.of("Rejected Person 002", "Approved Person")) {
            String id = Onboarding.individual(name).getString("id");
            JsonObject e = postJson("/verifications", "{\"customerId\":\"" + id + "\"}").assertError(400, "INVALID_INPUT");
            assertTrue(e.getString("message").contains("already"), e.getString("message"));
        }
    }

    @Test
    void badVerificationRequests() {
        postJson("/verifications", "{\"customerId\":\"Customer:019542f5-b3e7-1d02-0000-000000000009\"}").assertError(404, "USER_NOT_FOUND");
        JsonObject e = postJson("/verifications", "{}").assertError(400, "INVALID_INPUT");
        assertEquals("customerId", e.getJsonObject("details").getJsonArray("errors").getJsonObject(0).getString("field"));
        get("/verifications/Verification:019542f5-b3e7-1d02-0000-000000000009").assertError(404, "REFERENCE_NOT_FOUND");
        get("/verifications?verificationStatus=DONE").assertError(400, "INVALID_INPUT");
    }

    @Test
    void aHostedKycLinkIsCreatedOncePerIdempotencyKey() {
        String id = Onboarding.individual("Hosted 003").getString("id");
        Api.Reply r = Api.send(Api.request("/customers/" + id + "/kyc-link").header("Content-Type", "application/json")
                .header("Idempotency-Key", "k-" + id).POST(java.net.http.HttpRequest.BodyPublishers.ofString("{\"redirectUri\":\"https://platform.example/done\"}")).build());
        assertEquals(201, r.status(), r.raw().body());
        JsonObject link = r.json();
        assertEquals("SUMSUB", link.getString("provider"));
        assertTrue(link.getString("kycUrl").startsWith("http"));
        assertTrue(java.time.Instant.parse(link.getString("expiresAt")).isAfter(java.time.Instant.now()));
        Api.Reply again = Api.send(Api.request("/customers/" + id + "/kyc-link").header("Content-Type", "application/json")
                .header("Idempotency-Key", "k-" + id).POST(java.net.http.HttpRequest.BodyPublishers.ofString("{\"redirectUri\":\"https://platform.example/done\"}")).build());
        assertEquals(link.getString("kycUrl"), again.json().getString("kycUrl"), "same key and request, same link");
        Api.Reply other = Api.send(Api.request("/customers/" + id + "/kyc-link").POST(java.net.http.HttpRequest.BodyPublishers.noBody()).build());
        assertEquals(201, other.status(), other.raw().body());
        assertTrue(!link.getString("kycUrl").equals(other.json().getString("kycUrl")));

        String approved = Onboarding.individual("Already Fine").getString("id");
        postJson("/customers/" + approved + "/kyc-link", "{}").assertError(409, "CONFLICT");
        postJson("/customers/Customer:019542f5-b3e7-1d02-0000-000000000009/kyc-link", "{}").assertError(404, "USER_NOT_FOUND");
        postJson("/customers/" + id + "/kyc-link", "{\"redirectUri\":\"not a uri\"}").assertError(400, "INVALID_INPUT");
    }
}
