package net.ccpay.quote.directory.infrastructure;

import jakarta.json.JsonObject;
import net.ccpay.common.json.JsonP;
import net.ccpay.quote.directory.domain.DirectoryData;
import net.ccpay.quote.directory.domain.Institution;
import net.ccpay.quote.directory.domain.UmaProvider;
import net.ccpay.quote.directory.domain.Vasp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.StringReader;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The shipped directory files read cleanly, cover the corridors the platform pays into, and filter as asked. */
class ShippedDirectoriesTest {

    static final DirectoryData DATA = new ShippedDirectories().directories();

    static JsonObject json(String text) {
        try (var r = JsonP.createReader(new StringReader(text))) {
            return r.readObject();
        }
    }

    @ParameterizedTest(name = "{0}/{1} has receiving institutions")
    @CsvSource({"US, USD", "MX, MXN", "BR, BRL", "IN, INR", "PH, PHP", "NG, NGN", "GB, GBP", "DE, EUR", "FR, EUR", "ES, EUR",
            "IT, EUR", "NL, EUR", "IE, EUR", "PT, EUR", "KE, KES", "CA, CAD"})
    void theCorridorsThePlatformPaysIntoAreCovered(String country, String currency) {
        List<Institution> found = DATA.institutions(country, currency);
        assertTrue(found.size() >= 2, country + "/" + currency + ": " + found);
        assertTrue(found.stream().allMatch(i -> i.country().equals(country) && i.currency().equals(currency)));
    }

    @Test
    void aFilterByCountryOrByCurrencyAloneKeepsOnlyMatchingInstitutions() {
        List<Institution> eur = DATA.institutions(null, "EUR");
        Set<String> eurCountries = eur.stream().map(Institution::country).collect(Collectors.toSet());
        assertTrue(eurCountries.size() >= 8, "EUR is paid into many euro-area countries: " + eurCountries);
        assertTrue(eur.stream().allMatch(i -> i.currency().equals("EUR")));
        assertTrue(DATA.institutions("PH", null).stream().anyMatch(i -> i.bankName().equals("BDO Unibank")));
        assertEquals(DATA.institutions(null, null).size(),
                DATA.institutions(null, null).stream().map(i -> i.country() + i.currency() + i.bankName()).distinct().count());
    }

    @Test
    void aCorridorTheDirectoryDoesNotCoverIsEmptyNotAnError() {
        assertTrue(DATA.institutions("FR", "USD").isEmpty());
        assertTrue(DATA.institutions("AQ", null).isEmpty());
    }

    @Test
    void vaspsAndProvidersAreInNameOrderIgnoringCase() {
        List<String> names = DATA.vasps().stream().map(Vasp::vaspName).toList();
        assertEquals(names.stream().sorted(String.CASE_INSENSITIVE_ORDER).toList(), names);
        assertTrue(names.size() > 20, "enough VASPs for a second page at the default limit");
        assertTrue(names.indexOf("bitFlyer") > names.indexOf("Bitfinex") && names.indexOf("bitFlyer") < names.indexOf("Bitpanda"));
        List<String> providers = DATA.providers().stream().map(UmaProvider::name).toList();
        assertEquals(providers.stream().sorted(String.CASE_INSENSITIVE_ORDER).toList(), providers);
        assertTrue(DATA.providers().stream().anyMatch(p -> !p.allowListed()), "some providers are off the allow list");
        assertTrue(DATA.providers().stream().anyMatch(p -> p.domain().equals("sandbox.uma.money")));
    }

    @Test
    void badDataIsRefusedNamingTheFileAndEntry() {
        IllegalStateException badCountry = assertThrows(IllegalStateException.class, () -> ShippedDirectories.institutions(json(
                "{\"corridors\":[{\"country\":\"XX\",\"currency\":\"USD\",\"institutions\":[[\"A\",\"A\"]]}]}")));
        assertTrue(badCountry.getMessage().contains("XX/USD"), badCountry.getMessage());
        assertThrows(IllegalStateException.class, () -> ShippedDirectories.institutions(json(
                "{\"corridors\":[{\"country\":\"US\",\"currency\":\"USX\",\"institutions\":[[\"A\",\"A\"]]}]}")));
        assertThrows(IllegalStateException.class, () -> ShippedDirectories.institutions(json(
                "{\"corridors\":[{\"country\":\"US\",\"currency\":\"USD\",\"institutions\":[[\"A\",\"A\"],[\"A\",\"B\"]]}]}")));
        assertThrows(IllegalStateException.class, () -> ShippedDirectories.vasps(json(
                "{\"vasps\":[{\"vaspName\":\"K\",\"url\":\"https://k.example\"},{\"vaspName\":\"K\"}]}")));
        assertThrows(IllegalStateException.class, () -> ShippedDirectories.vasps(json("{\"vasps\":[{\"vaspName\":\"K\",\"url\":\"http://k.example\"}]}")));
        assertThrows(IllegalStateException.class, () -> ShippedDirectories.providers(json(
                "{\"providers\":[{\"name\":\"P\",\"domain\":\"p.example\",\"logoUrl\":\"https://p.example/l.png\",\"regions\":[\"US\"],"
                        + "\"currencies\":[\"JPY\"],\"allowListed\":true}]}")));
        assertFalse(ShippedDirectories.providers(json(
                "{\"providers\":[{\"name\":\"P\",\"domain\":\"p.example\",\"logoUrl\":\"https://p.example/l.png\",\"regions\":[\"US\"],"
                        + "\"currencies\":[\"USD\"],\"allowListed\":false}]}")).get(0).allowListed());
    }
}
