package net.ccpay.webhook.config.application;

import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import net.ccpay.common.json.JsonP;

/**
 * The platform's config before the first PATCH: the currencies of the brief's flows, with bounds in
 * the currency's smallest unit, a 30 basis-point cross-currency fee on USD, and no webhook endpoint.
 * Data, in one place, in the service that owns the config: webhook-service seeds its config from it
 * and announces the result (PLATFORM_CONFIG.UPDATED); other services learn the config from that event
 * or from webhook-service's internal endpoint, never from a copy of this default.
 */
public final class DefaultPlatformConfig {

    private DefaultPlatformConfig() {}

    /** currency, minAmount, maxAmount (smallest unit), whether the counterparty's birth date and nationality are required too. */
    private record Row(String code, long min, long max, boolean fullIdentity) {}

    private static final Row[] CURRENCIES = {
            new Row("USD", 100L, 10_000_000L, false),                  // 1.00 .. 100,000.00
            new Row("EUR", 100L, 10_000_000L, false),
            new Row("GBP", 100L, 10_000_000L, false),
            new Row("MXN", 2_000L, 200_000_000L, true),                // 20.00 .. 2,000,000.00
            new Row("BRL", 500L, 50_000_000L, true),                   // 5.00 .. 500,000.00
            new Row("INR", 10_000L, 1_000_000_000L, true),             // 100.00 .. 10,000,000.00
            new Row("USDC", 1_000_000L, 100_000_000_000L, false),      // 1 .. 100,000 (6 decimals)
            new Row("USDB", 1_000_000L, 100_000_000_000L, false),
            new Row("BTC", 1_000L, 1_000_000_000L, false),             // 1,000 sat .. 10 BTC
    };

    public static JsonObject document(String umaDomain) {
        JsonArrayBuilder currencies = JsonP.createArrayBuilder();
        for (Row r : CURRENCIES) {
            JsonArrayBuilder fields = JsonP.createArrayBuilder()
                    .add(field("FULL_NAME", true));
            if (r.fullIdentity()) {
                fields.add(field("BIRTH_DATE", true)).add(field("NATIONALITY", true));
            }
            currencies.add(JsonP.createObjectBuilder()
                    .add("currencyCode", r.code())
                    .add("minAmount", r.min())
                    .add("maxAmount", r.max())
                    .add("requiredCounterpartyFields", fields)
                    .add("enabledTransactionTypes", JsonP.createArrayBuilder().add("OUTGOING").add("INCOMING")));
        }
        return JsonP.createObjectBuilder()
                .add("umaDomain", umaDomain)
                .add("supportedCurrencies", currencies)
                .add("feeConfigs", JsonP.createArrayBuilder().add(JsonP.createObjectBuilder()
                        .add("feeType", "CROSS_CURRENCY_TRANSACTION")
                        .add("sourceCurrency", "USD")
                        .add("variableFeeBps", 30)
                        .add("fixedFee", JsonP.createObjectBuilder().add("amount", 0).add("currency", "USD"))))
                .build();
    }

    private static JsonObject field(String name, boolean mandatory) {
        return JsonP.createObjectBuilder().add("name", name).add("mandatory", mandatory).build();
    }
}
