package net.ccpay.customer.verification.domain;

import net.ccpay.common.customers.KycStatus;
import net.ccpay.customer.documents.domain.DocumentTypes;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a submission for verification finds, per the brief's sandbox tables. Pure: the caller
 * supplies the customer's data and which documents and owners exist, and applies the outcome.
 * A customer already APPROVED or REJECTED is refused before these rules run.
 */
public final class VerificationRules {
    private VerificationRules() {}

    /** The verification's status, its errors, and the customer's new status (null: unchanged). */
    public record Outcome(Verification.Status verificationStatus, List<VerificationIssue> errors, KycStatus newCustomerStatus) {}

    /** An identity document as the rules see it: its id and when its content last changed. */
    public record DocumentFacts(String id, java.time.Instant updatedAt) {}

    /** What an owner brings to its business's verification. */
    public record OwnerFacts(String id, VerificationData personalInfo, List<String> identityDocumentIds) {}

    /** Required of an individual (bare field names, as the sandbox reports them) with the label used in reasons. */
    static final Map<String, String> INDIVIDUAL_FIELDS = labels(
            "fullName", "Full name", "birthDate", "Birth date", "nationality", "Nationality", "idType", "ID type",
            "identifier", "Identifier", "address", "Address");

    static final Map<String, String> BUSINESS_FIELDS = labels(
            "businessInfo.legalName", "Legal name", "businessInfo.country", "Country of incorporation",
            "businessInfo.incorporatedOn", "Incorporation date", "businessInfo.taxId", "Tax id",
            "businessInfo.registrationNumber", "Registration number", "address", "Business address");

    static final Map<String, String> OWNER_FIELDS = labels(
            "firstName", "First name", "lastName", "Last name", "birthDate", "Birth date", "nationality", "Nationality",
            "address", "Address", "idType", "ID type", "identifier", "Identifier");

    /**
     * Individuals: every missing datum and a missing identity document is one error (RESOLVE_ERRORS);
     * with everything present, PENDING (001) goes to manual review (kycStatus unchanged) and
     * UNVERIFIED (003) gets a correctable POOR_QUALITY_DOCUMENT error on its latest identity
     * document. The correction is a new or replaced identity document after that error
     * ({@code poorQualityReportedAt}): then a 003 customer too goes to manual review, and its
     * kycStatus becomes PENDING like a 001's.
     */
    public static Outcome individual(String customerId, KycStatus kycStatus, VerificationData profile, List<DocumentFacts> identityDocuments,
                                     java.util.Optional<java.time.Instant> poorQualityReportedAt) {
        List<VerificationIssue> errors = missingFields(customerId, profile, INDIVIDUAL_FIELDS);
        if (identityDocuments.isEmpty()) {
            errors.add(missingIdentityDocument(customerId));
        }
        if (!errors.isEmpty()) {
            return new Outcome(Verification.Status.RESOLVE_ERRORS, errors, null);
        }
        if (kycStatus == KycStatus.UNVERIFIED) {
            boolean corrected = poorQualityReportedAt.isPresent()
                    && identityDocuments.stream().anyMatch(d -> d.updatedAt().isAfter(poorQualityReportedAt.get()));
            if (corrected) {
                return new Outcome(Verification.Status.PENDING_MANUAL_REVIEW, List.of(), KycStatus.PENDING);
            }
            String latest = identityDocuments.stream().max(java.util.Comparator.comparing(DocumentFacts::updatedAt)
                    .thenComparing(DocumentFacts::id)).orElseThrow().id();
            return new Outcome(Verification.Status.RESOLVE_ERRORS, List.of(new VerificationIssue(latest, "POOR_QUALITY_DOCUMENT", null, null,
                    "The identity document could not be read reliably; upload a sharper, complete image of it and resubmit")), null);
        }
        return new Outcome(Verification.Status.PENDING_MANUAL_REVIEW, List.of(), null);
    }

    /**
     * Businesses: 002 and "other" decide at once (validation skipped); 001/003 check business
     * information, a legal-presence document and at least one complete beneficial owner. Complete
     * 001/003 data goes to manual review and, without a reviewer in the sandbox, kybStatus stays
     * UNVERIFIED.
     */
    public static Outcome business(String customerId, String registrationNumber, VerificationData profile,
                                   List<String> legalPresenceDocumentIds, List<OwnerFacts> owners) {
        switch (KybSandboxRules.decisionFor(registrationNumber)) {
            case REJECTED:
                return new Outcome(Verification.Status.REJECTED, List.of(), KycStatus.REJECTED);
            case APPROVED:
                return new Outcome(Verification.Status.APPROVED, List.of(), KycStatus.APPROVED);
            default:
                break;
        }
        List<VerificationIssue> errors = missingFields(customerId, profile, BUSINESS_FIELDS);
        if (legalPresenceDocumentIds.isEmpty()) {
            errors.add(VerificationIssue.missingDocument(customerId, "MISSING_LEGAL_PRESENCE_DOCUMENT", DocumentTypes.LEGAL_PRESENCE,
                    "A document proving the business's legal existence is required; upload one with POST /documents"));
        }
        if (owners.isEmpty()) {
            errors.add(new VerificationIssue(customerId, "MISSING_BENEFICIAL_OWNER", null, null,
                    "At least one beneficial owner is required; add one with POST /beneficial-owners"));
        } else {
            List<VerificationIssue> ownerErrors = new ArrayList<>();
            boolean oneComplete = false;
            for (OwnerFacts o : owners) {
                List<VerificationIssue> gaps = missingFields(o.id(), o.personalInfo(), OWNER_FIELDS);
                if (o.identityDocumentIds().isEmpty()) {
                    gaps.add(missingIdentityDocument(o.id()));
                }
                oneComplete |= gaps.isEmpty();
                ownerErrors.addAll(gaps);
            }
            if (!oneComplete) {
                errors.addAll(ownerErrors);
            }
        }
        return errors.isEmpty() ? new Outcome(Verification.Status.PENDING_MANUAL_REVIEW, List.of(), null) : new Outcome(Verification.Status.RESOLVE_ERRORS, errors, null);
    }

    static VerificationIssue missingIdentityDocument(String resourceId) {
        return VerificationIssue.missingDocument(resourceId, "MISSING_IDENTITY_DOCUMENT", DocumentTypes.IDENTITY,
                "An identity document is required; upload a PASSPORT, DRIVERS_LICENSE or NATIONAL_ID with POST /documents");
    }

    private static List<VerificationIssue> missingFields(String resourceId, VerificationData data, Map<String, String> required) {
        List<VerificationIssue> out = new ArrayList<>();
        required.forEach((path, label) -> {
            if (!data.present(path)) {
                out.add(VerificationIssue.missingField(resourceId, path, label));
            }
        });
        return out;
    }

    private static Map<String, String> labels(String... pairs) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put(pairs[i], pairs[i + 1]);
        }
        return m;
    }
}
