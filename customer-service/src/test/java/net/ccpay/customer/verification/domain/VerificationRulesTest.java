package net.ccpay.customer.verification.domain;

import net.ccpay.common.customers.KycStatus;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import net.ccpay.customer.verification.application.VerificationJson;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The verification rows of the brief's KYC and KYB tables. */
class VerificationRulesTest {

    static VerificationData data(JsonObject o) {
        return VerificationJson.data(o);
    }

    static final String C = "Customer:1";
    static final JsonObject ADDRESS = Json.createObjectBuilder().add("line1", "1 Main St").add("postalCode", "10001").add("country", "US").build();
    static final JsonObject COMPLETE_PERSON = Json.createObjectBuilder()
            .add("fullName", "Ada Lovelace 001").add("birthDate", "1990-01-01").add("nationality", "US")
            .add("idType", "SSN").add("identifier", "123-45-6789").add("address", ADDRESS).build();
    static final JsonObject COMPLETE_BUSINESS = Json.createObjectBuilder()
            .add("address", ADDRESS)
            .add("businessInfo", Json.createObjectBuilder().add("legalName", "Acme").add("country", "US")
                    .add("incorporatedOn", "2020-01-01").add("taxId", "12-3456789").add("registrationNumber", "REG001"))
            .build();
    static final JsonObject OWNER = Json.createObjectBuilder().add("firstName", "Jo").add("lastName", "Doe").add("birthDate", "1980-01-01")
            .add("nationality", "US").add("address", ADDRESS).add("idType", "SSN").add("identifier", "1").build();

    static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    /** Identity documents, the n-th changed n minutes after T0. */
    static List<VerificationRules.DocumentFacts> docs(String... ids) {
        List<VerificationRules.DocumentFacts> out = new java.util.ArrayList<>();
        for (int i = 0; i < ids.length; i++) {
            out.add(new VerificationRules.DocumentFacts(ids[i], T0.plusSeconds(60L * (i + 1))));
        }
        return out;
    }

    @Test
    void anIndividualWithNothingGetsOneErrorPerGap() {
        var o = VerificationRules.individual(C, KycStatus.PENDING, data(Json.createObjectBuilder().add("fullName", "Ada 001").build()), List.of(),
                Optional.empty());
        assertEquals(Verification.Status.RESOLVE_ERRORS, o.verificationStatus());
        assertEquals(List.of("MISSING_FIELD:birthDate", "MISSING_FIELD:nationality", "MISSING_FIELD:idType", "MISSING_FIELD:identifier",
                "MISSING_FIELD:address", "MISSING_IDENTITY_DOCUMENT:null"), o.errors().stream().map(e -> e.type() + ":" + e.field()).toList());
        assertEquals(List.of("PASSPORT", "DRIVERS_LICENSE", "NATIONAL_ID"), o.errors().get(5).acceptedDocumentTypes());
        o.errors().forEach(e -> assertEquals(C, e.resourceId()));
        assertNull(o.newCustomerStatus());
    }

    @Test
    void completeDataWithoutADocumentStillNeedsTheDocument() {
        var o = VerificationRules.individual(C, KycStatus.PENDING, data(COMPLETE_PERSON), List.of(), Optional.empty());
        assertEquals(Verification.Status.RESOLVE_ERRORS, o.verificationStatus());
        assertEquals(List.of("MISSING_IDENTITY_DOCUMENT"), o.errors().stream().map(VerificationIssue::type).toList());
    }

    @Test
    void pending001WithCompleteDataAndADocumentGoesToManualReview() {
        var o = VerificationRules.individual(C, KycStatus.PENDING, data(COMPLETE_PERSON), docs("Document:1"), Optional.empty());
        assertEquals(Verification.Status.PENDING_MANUAL_REVIEW, o.verificationStatus());
        assertEquals(List.of(), o.errors());
        assertNull(o.newCustomerStatus(), "kycStatus stays PENDING");
    }

    @Test
    void unverified003WithCompleteDataGetsAPoorQualityDocumentError() {
        var o = VerificationRules.individual(C, KycStatus.UNVERIFIED, data(COMPLETE_PERSON), docs("Document:1", "Document:2"), Optional.empty());
        assertEquals(Verification.Status.RESOLVE_ERRORS, o.verificationStatus());
        assertEquals(1, o.errors().size());
        assertEquals("POOR_QUALITY_DOCUMENT", o.errors().get(0).type());
        assertEquals("Document:2", o.errors().get(0).resourceId());
        assertNull(o.newCustomerStatus());
    }

    @Test
    void unverified003IsCorrectedByADocumentUploadedAfterThePoorQualityError() {
        var same = VerificationRules.individual(C, KycStatus.UNVERIFIED, data(COMPLETE_PERSON), docs("Document:1"), Optional.of(T0.plusSeconds(90)));
        assertEquals("POOR_QUALITY_DOCUMENT", same.errors().get(0).type(), "the same document is still poor");
        var corrected = VerificationRules.individual(C, KycStatus.UNVERIFIED, data(COMPLETE_PERSON), docs("Document:1", "Document:2"),
                Optional.of(T0.plusSeconds(90)));
        assertEquals(Verification.Status.PENDING_MANUAL_REVIEW, corrected.verificationStatus());
        assertEquals(KycStatus.PENDING, corrected.newCustomerStatus());
    }

    @Test
    void business002IsRejectedAndOtherSuffixesApprovedWithoutValidation() {
        var rejected = VerificationRules.business(C, "REG002", data(JsonObject.EMPTY_JSON_OBJECT), List.of(), List.of());
        assertEquals(Verification.Status.REJECTED, rejected.verificationStatus());
        assertEquals(KycStatus.REJECTED, rejected.newCustomerStatus());
        assertEquals(List.of(), rejected.errors());
        var approved = VerificationRules.business(C, "REG777", data(JsonObject.EMPTY_JSON_OBJECT), List.of(), List.of());
        assertEquals(Verification.Status.APPROVED, approved.verificationStatus());
        assertEquals(KycStatus.APPROVED, approved.newCustomerStatus());
    }

    @Test
    void business001Or003ResolvesErrorsUntilInformationDocumentsAndAnOwnerAreComplete() {
        for (String reg : List.of("REG001", "REG003")) {
            JsonObject noAddress = Json.createObjectBuilder(COMPLETE_BUSINESS).remove("address").build();
            var o = VerificationRules.business(C, reg, data(noAddress), List.of(), List.of());
            assertEquals(Verification.Status.RESOLVE_ERRORS, o.verificationStatus());
            assertEquals(List.of("MISSING_FIELD", "MISSING_LEGAL_PRESENCE_DOCUMENT", "MISSING_BENEFICIAL_OWNER"),
                    o.errors().stream().map(VerificationIssue::type).toList());
            assertEquals("address", o.errors().get(0).field());

            var ownerWithoutDocument = VerificationRules.business(C, reg, data(COMPLETE_BUSINESS), List.of("Document:b"),
                    List.of(new VerificationRules.OwnerFacts("BeneficialOwner:1", data(OWNER), List.of())));
            assertEquals(Verification.Status.RESOLVE_ERRORS, ownerWithoutDocument.verificationStatus());
            assertEquals("BeneficialOwner:1", ownerWithoutDocument.errors().get(0).resourceId());
            assertEquals("MISSING_IDENTITY_DOCUMENT", ownerWithoutDocument.errors().get(0).type());

            var complete = VerificationRules.business(C, reg, data(COMPLETE_BUSINESS), List.of("Document:b"),
                    List.of(new VerificationRules.OwnerFacts("BeneficialOwner:1", data(OWNER), List.of()),
                            new VerificationRules.OwnerFacts("BeneficialOwner:2", data(OWNER), List.of("Document:o"))));
            assertEquals(Verification.Status.PENDING_MANUAL_REVIEW, complete.verificationStatus(), "one complete owner is enough");
            assertNull(complete.newCustomerStatus(), "no auto-decision: kybStatus stays UNVERIFIED");
        }
    }
}
