package net.ccpay.customer.verification.domain;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObjectBuilder;
import net.ccpay.common.json.JsonP;

import java.util.List;

/** One problem a verification found: the contract's VerificationError. {@code field} and {@code acceptedDocumentTypes} are optional. */
public record VerificationIssue(String resourceId, String type, String field, List<String> acceptedDocumentTypes, String reason) {

    /** The issues as stored with their verification: a JSON array of VerificationError objects. */
    public static JsonArray toJson(List<VerificationIssue> issues) {
        JsonArrayBuilder a = JsonP.createArrayBuilder();
        for (VerificationIssue i : issues) {
            JsonObjectBuilder b = JsonP.createObjectBuilder().add("resourceId", i.resourceId()).add("type", i.type());
            if (i.field() != null) {
                b.add("field", i.field());
            }
            if (i.acceptedDocumentTypes() != null) {
                b.add("acceptedDocumentTypes", JsonP.createArrayBuilder(i.acceptedDocumentTypes()));
            }
            a.add(b.add("reason", i.reason()));
        }
        return a.build();
    }

    public static VerificationIssue missingField(String resourceId, String field, String label) {
        return new VerificationIssue(resourceId, "MISSING_FIELD", field, null, label + " is required");
    }

    public static VerificationIssue missingDocument(String resourceId, String type, List<String> accepted, String reason) {
        return new VerificationIssue(resourceId, type, null, accepted, reason);
    }
}
