package net.ccpay.customer.verification.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.verification.domain.Verification;
import net.ccpay.customer.verification.domain.VerificationIssue;

import java.io.StringReader;
import java.util.List;

/** Verification → the contract's Verification JSON (the same for responses and VERIFICATION.* event data). */
public final class VerificationMapper {
    private VerificationMapper() {}

    public static JsonObject toJson(Verification v) {
        JsonArray errors;
        try (JsonReader r = JsonP.createReader(new StringReader(v.errors()))) {
            errors = r.readArray();
        }
        return JsonP.createObjectBuilder()
                .add("id", v.id())
                .add("customerId", v.customerId())
                .add("verificationStatus", v.verificationStatus())
                .add("errors", errors)
                .add("createdAt", v.createdAt().toString())
                .add("updatedAt", v.updatedAt().toString())
                .build();
    }

    public static JsonArray errors(List<VerificationIssue> issues) {
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
}
