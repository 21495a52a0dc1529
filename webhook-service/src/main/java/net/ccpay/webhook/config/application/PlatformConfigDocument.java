package net.ccpay.webhook.config.application;

import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonReader;
import net.ccpay.common.json.JsonP;
import net.ccpay.webhook.config.domain.PlatformConfig;

import java.io.StringReader;

/**
 * The config as a document of the contract's PlatformConfig shape: what the API answers, what
 * PLATFORM_CONFIG.UPDATED carries and what other services follow. The config is stored as such a
 * document (the entity keeps its text); reading and writing that JSON is the use case's, beside the
 * merge rules that edit it, not the domain's.
 */
public final class PlatformConfigDocument {
    private PlatformConfigDocument() {}

    public static JsonObject toJson(PlatformConfig c) {
        JsonObject doc = parse(c.document());
        JsonObjectBuilder b = JsonP.createObjectBuilder().add("id", c.id());
        copy(doc, b, "umaDomain");
        c.webhookEndpoint().ifPresent(e -> b.add("webhookEndpoint", e));
        b.add("supportedCurrencies", doc.containsKey("supportedCurrencies") ? doc.get("supportedCurrencies") : JsonP.createArrayBuilder().build());
        // Set only by the platform operator at creation in the public API; this sandbox platform is not one.
        b.add("isRegulatedFinancialInstitution", false);
        copy(doc, b, "embeddedWalletConfig");
        copy(doc, b, "cardTokenization2faConfig");
        b.add("feeConfigs", doc.containsKey("feeConfigs") ? doc.get("feeConfigs") : JsonP.createArrayBuilder().build());
        return b.add("createdAt", c.createdAt().toString())
                .add("updatedAt", c.updatedAt().toString())
                .build();
    }

    public static JsonObject parse(String json) {
        try (JsonReader r = JsonP.createReader(new StringReader(json))) {
            return r.readObject();
        }
    }

    private static void copy(JsonObject from, JsonObjectBuilder to, String field) {
        if (from.containsKey(field)) {
            to.add(field, from.get(field));
        }
    }
}
