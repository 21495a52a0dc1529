package net.ccpay.quote.rates.domain;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import net.ccpay.quote.currency.UnsupportedCurrency;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.currency.CurrencyCatalog.Currency;
import net.ccpay.quote.currency.PlatformCurrencies;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The exchange-rate list. Rates are quoted as the contract does here: sending units per
 * receiving unit. A computed list is kept for five minutes (its {@code updatedAt} says when it was
 * made), like the production API's cache.
 */
@ApplicationScoped
public class ExchangeRates {

    static final long CACHE_SECONDS = 300;
    static final long DEFAULT_SENDING_AMOUNT = 10_000;

    /**
     * The rail a fiat corridor pays out on by default, from the contract's PaymentRail enum. Crypto
     * destinations pay out on a chain, which that enum does not name, so they are not listed as corridors.
     */
    static final Map<String, String> DEFAULT_RAIL = Map.ofEntries(
            Map.entry("USD", "ACH"), Map.entry("EUR", "SEPA_INSTANT"), Map.entry("GBP", "FASTER_PAYMENTS"),
            Map.entry("MXN", "SPEI"), Map.entry("BRL", "PIX"), Map.entry("INR", "UPI"), Map.entry("DKK", "SEPA"),
            Map.entry("KES", "MOBILE_MONEY"), Map.entry("PHP", "INSTAPAY"), Map.entry("SGD", "FAST"));

    /** The contract's PaymentRail values; every listed corridor's rail is one of them. */
    static final java.util.Set<String> PAYMENT_RAILS = java.util.Set.of("ACH", "ACH_COLOMBIA", "BANK_TRANSFER", "BRE_B", "CIPS", "FAST",
            "FASTER_PAYMENTS", "FEDNOW", "INSTAPAY", "MOBILE_MONEY", "NEFT", "PAYNOW", "PESONET", "PIX", "RTGS", "RTP", "SEPA",
            "SEPA_INSTANT", "SPEI", "SWIFT", "UNIONPAY", "UPI", "WIRE");

    /** The payout rail of a destination currency, if it has one in the contract's enum. */
    static java.util.Optional<String> railOf(Currency destination) {
        return destination.crypto() ? java.util.Optional.empty() : java.util.Optional.of(DEFAULT_RAIL.getOrDefault(destination.code(), "BANK_TRANSFER"));
    }

    private record Cached(JsonObject value, Instant madeAt) {}

    private final Map<String, Cached> cache = new ConcurrentHashMap<>();

    @Inject
    PlatformCurrencies currencies;

    /** {@code sendingAmount} is null for the default; the resource has checked it is not negative. */
    public JsonObject list(String source, List<String> destinations, Long sendingAmountParam) {
        long sendingAmount = sendingAmountParam == null ? DEFAULT_SENDING_AMOUNT : sendingAmountParam;
        if (source != null && currencies.config(source).isEmpty()) {
            throw unsupported("sourceCurrency", source);
        }
        for (String d : destinations) {
            if (currencies.config(d).isEmpty()) {
                throw unsupported("destinationCurrency", d);
            }
        }
        String key = source + "|" + String.join(",", destinations) + "|" + sendingAmount;
        Instant now = Instant.now();
        Cached hit = cache.get(key);
        if (hit != null && hit.madeAt.plusSeconds(CACHE_SECONDS).isAfter(now)) {
            return hit.value;
        }
        JsonObject made;
        try {
            made = compute(source, destinations, sendingAmount, now.truncatedTo(ChronoUnit.SECONDS));
        } catch (ArithmeticException e) {
            // fees and converted amounts are exact 64-bit integers; an amount whose price does not fit is out of range
            throw new AmountOutOfRange("sendingAmount", sendingAmount);
        }
        if (cache.size() > 1000) {
            cache.clear();
        }
        cache.put(key, new Cached(made, now));
        return made;
    }

    private JsonObject compute(String source, List<String> destinations, long sendingAmount, Instant at) {
        JsonArrayBuilder data = JsonP.createArrayBuilder();
        for (PlatformCurrencies.Config from : currencies.supported().values()) {
            if (source != null && !source.equals(from.currency().code())) {
                continue;
            }
            for (PlatformCurrencies.Config to : currencies.supported().values()) {
                if (to == from || (!destinations.isEmpty() && !destinations.contains(to.currency().code()))
                        || railOf(to.currency()).isEmpty()) {
                    continue;
                }
                Currency f = from.currency();
                Currency t = to.currency();
                PlatformCurrencies.Fee fee = currencies.feeFor(f.code());
                long total = Math.min(fee.on(sendingAmount), sendingAmount);
                BigDecimal perReceiving = BigDecimal.ONE.divide(SandboxRates.rate(f, t), java.math.MathContext.DECIMAL64);
                data.add(JsonP.createObjectBuilder()
                        .add("sourceCurrency", f.toJson())
                        .add("sendingAmount", sendingAmount)
                        .add("minSendingAmount", from.minAmount())
                        .add("maxSendingAmount", from.maxAmount())
                        .add("destinationCurrency", t.toJson())
                        .add("destinationPaymentRail", railOf(t).orElseThrow())
                        .add("receivingAmount", Pricing.received(sendingAmount, fee, f, t))
                        .add("exchangeRate", SandboxRates.display(perReceiving))
                        .add("fees", JsonP.createObjectBuilder().add("fixed", fee.fixedFee()).add("total", total))
                        .add("updatedAt", at.toString()));
            }
        }
        return JsonP.createObjectBuilder().add("data", data).build();
    }

    static UnsupportedCurrency unsupported(String field, String code) {
        return new UnsupportedCurrency(field, code);
    }

}
