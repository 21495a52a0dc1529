package net.ccpay.customer.verification.domain;

import java.util.List;

/** One problem a verification found: the contract's VerificationError. {@code field} and {@code acceptedDocumentTypes} are optional. */
public record VerificationIssue(String resourceId, String type, String field, List<String> acceptedDocumentTypes, String reason) {

    public static VerificationIssue missingField(String resourceId, String field, String label) {
        return new VerificationIssue(resourceId, "MISSING_FIELD", field, null, label + " is required");
    }

    public static VerificationIssue missingDocument(String resourceId, String type, List<String> accepted, String reason) {
        return new VerificationIssue(resourceId, type, null, accepted, reason);
    }
}
