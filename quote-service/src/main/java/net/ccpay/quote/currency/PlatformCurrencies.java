package net.ccpay.quote.currency;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.Transactional;
import net.ccpay.common.config.DefaultPlatformConfig;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.currency.CurrencyCatalog.Currency;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.StringReader;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The platform's currency configuration as quote-service uses it: which currencies customers get
 * internal accounts in, the amount bounds per currency, the payer fields a receiving currency
 * requires, and the platform's cross-currency fees. The config belongs to webhook-service
 * ({@code PATCH /config}); quote-service keeps the last {@code PLATFORM_CONFIG.UPDATED} document in
 * its database (every instance re-reads it within a few seconds) and starts from the shared default.
 */
@ApplicationScoped
public class PlatformCurrencies {

    /** One supported currency: bounds in its smallest unit, required payer fields. */
    public record Config(Currency currency, long minAmount, long maxAmount, List<String> requiredPayerFields) {}

    /** Fee on the sending side: basis points plus a fixed fee in the sending currency's smallest unit. */
    public record Fee(int variableBps, long fixedFee) {
        public static final Fee NONE = new Fee(0, 0);

        public long on(long sendingAmount) {
            return Math.addExact(Math.multiplyExact(sendingAmount, (long) variableBps) / 10_000, fixedFee);
        }
    }

    private record Snapshot(Map<String, Config> supported, Map<String, Fee> fees, long loadedAt) {}

    @PersistenceContext
    EntityManager em;

    @Inject
    @ConfigProperty(name = "platform.uma.domain", defaultValue = "ccpay.sandbox")
    String umaDomain;

    @Inject
    @ConfigProperty(name = "platform.config.refresh-millis", defaultValue = "3000")
    long refreshMillis;

    private volatile Snapshot snapshot;

    public Map<String, Config> supported() { return current().supported(); }

    public Optional<Config> config(String code) { return Optional.ofNullable(current().supported().get(code)); }

    /** The platform's cross-currency fee when sending from {@code sourceCurrency}; none when unconfigured. */
    public Fee feeFor(String sourceCurrency) { return current().fees().getOrDefault(sourceCurrency, Fee.NONE); }

    /** Stores a new config document (inside the event's transaction) and uses it at once on this instance. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void replace(JsonObject document) {
        int n = em.createNativeQuery("UPDATE platform_config_view SET document = ?, updated_at = ? WHERE id = 1")
                .setParameter(1, document.toString()).setParameter(2, Timestamp.from(Instant.now())).executeUpdate();
        if (n == 0) {
            em.createNativeQuery("INSERT INTO platform_config_view (id, document, updated_at) VALUES (1, ?, ?)")
                    .setParameter(1, document.toString()).setParameter(2, Timestamp.from(Instant.now())).executeUpdate();
        }
        snapshot = parse(document);
    }

    private Snapshot current() {
        Snapshot s = snapshot;
        if (s == null || System.currentTimeMillis() - s.loadedAt() > refreshMillis) {
            s = load();
            snapshot = s;
        }
        return s;
    }

    @Transactional
    Snapshot load() {
        @SuppressWarnings("unchecked")
        List<String> rows = em.createNativeQuery("SELECT document FROM platform_config_view WHERE id = 1").getResultList();
        if (rows.isEmpty()) {
            return parse(DefaultPlatformConfig.document(umaDomain));
        }
        try (JsonReader r = JsonP.createReader(new StringReader(rows.get(0)))) {
            return parse(r.readObject());
        }
    }

    /** Reads the contract's PlatformConfig: supportedCurrencies and feeConfigs. Currencies the catalog does not know are skipped. */
    static Snapshot parse(JsonObject doc) {
        Map<String, Config> supported = new LinkedHashMap<>();
        for (JsonValue v : doc.getJsonArray("supportedCurrencies") == null ? List.<JsonValue>of() : doc.getJsonArray("supportedCurrencies")) {
            JsonObject c = v.asJsonObject();
            Optional<Currency> currency = CurrencyCatalog.find(c.getString("currencyCode", null));
            if (currency.isEmpty()) {
                continue;
            }
            List<String> fields = new ArrayList<>();
            if (c.get("requiredCounterpartyFields") instanceof jakarta.json.JsonArray a) {
                for (JsonValue f : a) {
                    if (f.asJsonObject().getBoolean("mandatory", true)) {
                        fields.add(f.asJsonObject().getString("name"));
                    }
                }
            }
            supported.put(currency.get().code(), new Config(currency.get(),
                    c.getJsonNumber("minAmount").longValue(), c.getJsonNumber("maxAmount").longValue(), List.copyOf(fields)));
        }
        Map<String, Fee> fees = new LinkedHashMap<>();
        for (JsonValue v : doc.getJsonArray("feeConfigs") == null ? List.<JsonValue>of() : doc.getJsonArray("feeConfigs")) {
            JsonObject f = v.asJsonObject();
            if ("CROSS_CURRENCY_TRANSACTION".equals(f.getString("feeType", ""))) {
                long fixed = f.containsKey("fixedFee") ? f.getJsonObject("fixedFee").getJsonNumber("amount").longValue() : 0;
                fees.put(f.getString("sourceCurrency"), new Fee(f.getInt("variableFeeBps", 0), fixed));
            }
        }
        return new Snapshot(Collections.unmodifiableMap(supported), Collections.unmodifiableMap(fees), System.currentTimeMillis());
    }
}
