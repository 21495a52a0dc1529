package net.ccpay.common.sca;

import java.util.Locale;
import java.util.Set;

/**
 * Where Strong Customer Authentication applies: the European Economic Area (the EU's 27 members and
 * Iceland, Liechtenstein, Norway) and the United Kingdom, by ISO 3166-1 alpha-2 code. One rule for every
 * service: customer-service answers the {@code /sca} operations with it and quote-service decides with it
 * whether a payment needs the customer's authorization.
 */
public final class ScaRegions {
    private ScaRegions() {}

    private static final Set<String> COUNTRIES = Set.of(
            "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT",
            "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "IS", "LI", "NO", "GB");

    /** Whether a country code names a country that requires SCA. */
    public static boolean requiresSca(String country) {
        return country != null && COUNTRIES.contains(country.trim().toUpperCase(Locale.ROOT));
    }

    /**
     * Whether SCA applies to an individual customer: its residential address ({@code address.country}) is in an SCA
     * region. Nationality alone does not decide it (the regulation follows where the account is used, not the
     * passport); businesses are not subject to it here.
     */
    public static boolean appliesTo(String customerType, String addressCountry) {
        return "INDIVIDUAL".equals(customerType) && requiresSca(addressCountry);
    }
}
