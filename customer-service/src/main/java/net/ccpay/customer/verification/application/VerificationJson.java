package net.ccpay.customer.verification.application;

import jakarta.json.JsonArray;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.verification.domain.VerificationData;
import net.ccpay.customer.verification.domain.VerificationIssue;

import java.util.List;

/** The JSON side of verification: stored profiles as the rules read them, and the issues as stored with their verification. */
public final class VerificationJson {

    private VerificationJson() {}

    /** A stored profile (or part of one) as the rules read it; a null object has no field. */
    public static VerificationData data(JsonObject data) {
        return path -> present(data, path);
    }

    /** Whether the dot path names a non-blank value. */
    static boolean present(JsonObject data, String path) {
        JsonValue v = data;
        for (String part : path.split("\\.")) {
            if (!(v instanceof JsonObject o) || !o.containsKey(part)) {
                return false;
            }
            v = o.get(part);
        }
        return v != null && v != JsonValue.NULL && !(v instanceof JsonString s && s.getString().isBlank());
    }

    /** The issues as stored with their verification: a JSON array of VerificationError objects. */
    public static JsonArray issues(List<VerificationIssue> issues) {
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
