package net.ccpay.quote.rates.domain;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.money.Currency;
import net.ccpay.quote.currency.PlatformCurrencies;
import net.ccpay.quote.currency.UnsupportedCurrency;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The exchange-rate list. Rates are quoted as the contract does here: sending units per
 * receiving unit. A computed list is kept for up to five minutes (its {@code updatedAt} says when it
 * was made), like the production API's cache, but only for the platform config it was priced with: the
 * key holds the config's {@link PlatformCurrencies#revision() revision}, so a fee changed by
 * {@code PATCH /config} shows as soon as this copy knows the new config (at most one second after
 * another copy stored it). A bounded Caffeine cache per copy.
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

    /** What a kept list depends on: the query and the platform config it was priced with. */
    private record Key(String source, List<String> destinations, long sendingAmount, Object configRevision) {}

    private final Cache<Key, List<ExchangeRate>> cache = Caffeine.newBuilder()
            .maximumSize(1_000)
            .expireAfterWrite(Duration.ofSeconds(CACHE_SECONDS))
            .build();

    @Inject
    PlatformCurrencies currencies;

    /**
     * The corridors from {@code source} (null: every supported currency) to {@code destinations} (empty: every
     * other one). {@code sendingAmount} is null for the default; the resource has checked it is not negative.
     */
    public List<ExchangeRate> list(String source, List<String> destinations, Long sendingAmountParam) {
        long sendingAmount = sendingAmountParam == null ? DEFAULT_SENDING_AMOUNT : sendingAmountParam;
        if (source != null && currencies.config(source).isEmpty()) {
            throw unsupported("sourceCurrency", source);
        }
        for (String d : destinations) {
            if (currencies.config(d).isEmpty()) {
                throw unsupported("destinationCurrency", d);
            }
        }
        Key key = new Key(source, List.copyOf(destinations), sendingAmount, currencies.revision());
        return cache.get(key, k -> {
            try {
                return compute(source, destinations, sendingAmount, Instant.now().truncatedTo(ChronoUnit.SECONDS));
            } catch (ArithmeticException e) {
                // fees and converted amounts are exact 64-bit integers; an amount whose price does not fit is out of range
                throw new AmountOutOfRange("sendingAmount", sendingAmount);
            }
        });
    }

    private List<ExchangeRate> compute(String source, List<String> destinations, long sendingAmount, Instant at) {
        List<ExchangeRate> data = new ArrayList<>();
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
                data.add(new ExchangeRate(f, sendingAmount, from.minAmount(), from.maxAmount(), t, railOf(t).orElseThrow(),
                        Pricing.received(sendingAmount, fee, f, t), SandboxRates.display(perReceiving), fee.fixedFee(), total, at));
            }
        }
        return List.copyOf(data);
    }

    static UnsupportedCurrency unsupported(String field, String code) {
        return new UnsupportedCurrency(field, code);
    }

}
