package net.ccpay.customer.verification.api;

import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import net.ccpay.common.json.JsonP;
import net.ccpay.customer.verification.domain.Verification;

import java.io.StringReader;

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
                .add("verificationStatus", v.verificationStatus().name())
                .add("errors", errors)
                .add("createdAt", v.createdAt().toString())
                .add("updatedAt", v.updatedAt().toString())
                .build();
    }
}
