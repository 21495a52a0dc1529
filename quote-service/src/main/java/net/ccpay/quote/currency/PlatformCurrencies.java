package net.ccpay.quote.currency;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;
import jakarta.transaction.Transactional;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.money.Currency;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.quote.currency.infrastructure.PlatformConfigClient;
import net.ccpay.quote.currency.infrastructure.PlatformConfigViewStore;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.StringReader;
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
 * ({@code PATCH /config}, and its default); quote-service keeps the last {@code PLATFORM_CONFIG.UPDATED}
 * document in its database (every copy re-reads it at most {@code platform.config.refresh-millis}, one
 * second, after using it). Before the first event
 * it asks webhook-service; while that cannot answer, operations that need the config are 503.
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

    @Inject
    PlatformConfigViewStore store;

    @Inject
    PlatformConfigClient owner;

    @Inject
    @ConfigProperty(name = "platform.config.refresh-millis", defaultValue = "1000")
    long refreshMillis;

    private volatile Snapshot snapshot;

    /** @throws net.ccpay.quote.remote.RemoteServiceUnavailable while the config is not known here and its owner cannot be asked */
    public Map<String, Config> supported() { return current().supported(); }

    public Optional<Config> config(String code) { return Optional.ofNullable(current().supported().get(code)); }

    /**
     * The config in use, as a value: two equal revisions price alike. Derived results kept per copy
     * ({@link net.ccpay.quote.rates.domain.ExchangeRates}) include it in their key, so they follow a change at once.
     */
    public Object revision() {
        Snapshot s = current();
        return List.of(s.supported(), s.fees());
    }

    /** The platform's cross-currency fee when sending from {@code sourceCurrency}; none when unconfigured. */
    public Fee feeFor(String sourceCurrency) { return current().fees().getOrDefault(sourceCurrency, Fee.NONE); }

    /** Stores a new config document (inside the event's transaction) and uses it at once on this instance. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void replace(JsonObject document) {
        store.write(document);
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

    /**
     * The stored config; on an empty database (no event heard yet) the owner's answer, stored. Never a
     * default of our own: pricing with a config the platform does not have would give wrong numbers.
     */
    private Snapshot load() {
        Optional<String> stored = store.read();
        if (stored.isPresent()) {
            try (JsonReader r = JsonP.createReader(new StringReader(stored.get()))) {
                return parse(r.readObject());
            }
        }
        JsonObject fetched = owner.fetch();
        store.writeIfAbsent(fetched);
        return parse(fetched);
    }

    /** Reads the contract's PlatformConfig: supportedCurrencies and feeConfigs. Currencies the catalog does not know are skipped. */
    static Snapshot parse(JsonObject doc) {
        Map<String, Config> supported = new LinkedHashMap<>();
        for (JsonValue v : doc.getJsonArray("supportedCurrencies") == null ? List.<JsonValue>of() : doc.getJsonArray("supportedCurrencies")) {
            JsonObject c = v.asJsonObject();
            Optional<Currency> currency = CurrencyCodes.find(c.getString("currencyCode", null));
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
