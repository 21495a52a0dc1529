package net.ccpay.webhook.config.application;

import net.ccpay.common.events.EventType;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.transaction.Transactional;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.outbox.Outbox;
import net.ccpay.webhook.config.domain.EndpointPolicy;
import net.ccpay.webhook.config.domain.PlatformConfig;
import net.ccpay.webhook.config.domain.PlatformConfigRepository;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reading and updating the platform config. An update validates every field at once, applies the
 * contract's merge rules (nested config objects merge field by field, fee configs upsert by
 * (feeType, sourceCurrency) and both fees 0 removes one, lists replace), and announces the new config
 * as PLATFORM_CONFIG.UPDATED in the same transaction. {@code "webhookEndpoint": null} removes the endpoint;
 * {@code "umaDomain": null} removes the UMA domain (the platform then has no UMA presence, and
 * customer-service refuses new invitations with INVITATIONS_NOT_CONFIGURED until one is set again).
 */
@ApplicationScoped
public class PlatformConfigService {


    /**
     * Fired when the config changed, so delivery looks for work once it is committed;
     * {@code endpointChanged}: the webhook endpoint was set to a new URL (which then gets a TEST webhook).
     */
    public record Changed(String webhookEndpoint, boolean endpointChanged) {}

    @Inject
    PlatformConfigRepository configs;

    @Inject
    Outbox outbox;

    @Inject
    EndpointSettings endpoints;

    @Inject
    Event<Changed> changed;

    @Inject
    @ConfigProperty(name = "platform.uma.domain", defaultValue = "ccpay.sandbox")
    String umaDomain;

    public EndpointPolicy endpointPolicy() {
        return endpoints.policy();
    }

    @Transactional
    public PlatformConfig get() {
        return current();
    }

    /** The configured endpoint, if any (read on every delivery poll). */
    @Transactional
    public Optional<String> webhookEndpoint() {
        return current().webhookEndpoint();
    }

    @Transactional
    public void seed() {
        current();
    }

    /**
     * @param valid         the fields of the update that passed the edge's shape checks
     * @param clearEndpoint  whether the request set {@code webhookEndpoint} to null
     * @param clearUmaDomain whether the request set {@code umaDomain} to null
     * @param errors         the edge's field errors so far: the rules checked here are added, and all are reported at once
     */
    @Transactional
    public PlatformConfig update(JsonObject valid, boolean clearEndpoint, boolean clearUmaDomain, FieldErrors errors) {
        if (valid.containsKey("webhookEndpoint")) {
            endpointPolicy().check(valid.getString("webhookEndpoint"))
                    .ifPresent(problem -> errors.add("webhookEndpoint", net.ccpay.common.error.FieldError.Constraint.format("uri"), problem));
        }
        if (valid.containsKey("supportedCurrencies")) {
            checkCurrencies(valid.getJsonArray("supportedCurrencies"), errors);
        }
        errors.throwIfAny();

        current();
        PlatformConfig row = configs.findForUpdate().orElseThrow();
        JsonObject doc = PlatformConfigDocument.parse(row.document());
        JsonObjectBuilder next = JsonP.createObjectBuilder(doc);
        if (valid.containsKey("umaDomain")) {
            next.add("umaDomain", valid.get("umaDomain"));
        } else if (clearUmaDomain) {
            next.remove("umaDomain");
        }
        if (valid.containsKey("supportedCurrencies")) {
            next.add("supportedCurrencies", valid.get("supportedCurrencies"));
        }
        for (String nested : new String[]{"embeddedWalletConfig", "cardTokenization2faConfig"}) {
            if (valid.containsKey(nested)) {
                JsonObjectBuilder merged = JsonP.createObjectBuilder(doc.containsKey(nested) ? doc.getJsonObject(nested) : JsonValue.EMPTY_JSON_OBJECT);
                valid.getJsonObject(nested).forEach(merged::add);
                next.add(nested, merged);
            }
        }
        if (valid.containsKey("feeConfigs")) {
            next.add("feeConfigs", mergeFees(doc.containsKey("feeConfigs") ? doc.getJsonArray("feeConfigs") : JsonValue.EMPTY_JSON_ARRAY,
                    valid.getJsonArray("feeConfigs")));
        }
        String endpoint = clearEndpoint ? null
                : valid.containsKey("webhookEndpoint") ? valid.getString("webhookEndpoint") : row.webhookEndpoint().orElse(null);
        String newDoc = next.build().toString();
        if (newDoc.equals(row.document()) && java.util.Objects.equals(endpoint, row.webhookEndpoint().orElse(null))) {
            return row;
        }
        boolean endpointChanged = endpoint != null && !endpoint.equals(row.webhookEndpoint().orElse(null));
        row.update(endpoint, newDoc, now());
        outbox.record(EventType.PLATFORM_CONFIG_UPDATED, row.id(), PlatformConfigDocument.toJson(row).toString());
        changed.fire(new Changed(endpoint, endpointChanged));
        return row;
    }

    private static void checkCurrencies(JsonArray currencies, FieldErrors errors) {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < currencies.size(); i++) {
            JsonObject c = currencies.getJsonObject(i);
            if (c.containsKey("minAmount") && c.containsKey("maxAmount")
                    && c.getJsonNumber("minAmount").longValue() > c.getJsonNumber("maxAmount").longValue()) {
                errors.add("supportedCurrencies[" + i + "].maxAmount", "must not be less than minAmount");
            }
            if (c.containsKey("currencyCode") && !seen.add(c.getString("currencyCode"))) {
                errors.add("supportedCurrencies[" + i + "].currencyCode", "is listed twice");
            }
        }
    }

    /** Upsert by (feeType, sourceCurrency); a config with both fees 0 deactivates (removes) that key. */
    private static JsonArray mergeFees(JsonArray current, JsonArray updates) {
        Map<String, JsonObject> byKey = new LinkedHashMap<>();
        for (JsonObject f : current.getValuesAs(JsonObject.class)) {
            byKey.put(f.getString("feeType") + "/" + f.getString("sourceCurrency"), f);
        }
        for (JsonObject f : updates.getValuesAs(JsonObject.class)) {
            String key = f.getString("feeType") + "/" + f.getString("sourceCurrency");
            if (f.getInt("variableFeeBps") == 0 && f.getJsonObject("fixedFee").getJsonNumber("amount").longValue() == 0) {
                byKey.remove(key);
            } else {
                byKey.put(key, f);
            }
        }
        var out = JsonP.createArrayBuilder();
        byKey.values().forEach(out::add);
        return out.build();
    }

    private PlatformConfig current() {
        Optional<PlatformConfig> c = configs.find();
        if (c.isPresent()) {
            return c.get();
        }
        boolean seeded = configs.seedIfMissing(Ids.newId("PlatformConfig"), DefaultPlatformConfig.document(umaDomain).toString(), now());
        PlatformConfig row = configs.find().orElseThrow(() -> new IllegalStateException("platform_config has no row after seeding"));
        if (seeded) {
            // The first config is announced like every later one, so the services that follow it learn it from the owner.
            outbox.record(EventType.PLATFORM_CONFIG_UPDATED, row.id(), PlatformConfigDocument.toJson(row).toString());
        }
        return row;
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }
}
