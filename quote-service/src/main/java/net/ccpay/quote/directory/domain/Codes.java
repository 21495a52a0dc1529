package net.ccpay.quote.directory.domain;

import net.ccpay.common.money.CurrencyCodes;

import java.util.Arrays;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * What counts as a country and as a currency in a directory question: ISO 3166-1 alpha-2 countries,
 * and ISO 4217 currencies plus the crypto currencies of the catalogue (USDC, BTC...). Codes are
 * upper case, as the contract writes them.
 */
public final class Codes {

    private static final Set<String> COUNTRIES = new TreeSet<>(Arrays.asList(Locale.getISOCountries()));
    private static final Set<String> CURRENCIES;

    static {
        Set<String> c = java.util.Currency.getAvailableCurrencies().stream().map(java.util.Currency::getCurrencyCode)
                .collect(Collectors.toCollection(TreeSet::new));
        c.addAll(CurrencyCodes.all().keySet());
        CURRENCIES = Set.copyOf(c);
    }

    private Codes() {}

    public static boolean isCountry(String code) {
        return code != null && COUNTRIES.contains(code);
    }

    public static boolean isCurrency(String code) {
        return code != null && CURRENCIES.contains(code);
    }
}
