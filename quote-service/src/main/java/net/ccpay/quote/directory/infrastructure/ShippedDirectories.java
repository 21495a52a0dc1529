package net.ccpay.quote.directory.infrastructure;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.quote.directory.domain.Codes;
import net.ccpay.quote.directory.domain.DirectorySource;
import net.ccpay.quote.directory.domain.DirectoryData;
import net.ccpay.quote.directory.domain.Institution;
import net.ccpay.quote.directory.domain.UmaProvider;
import net.ccpay.quote.directory.domain.Vasp;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * The directories shipped in this service's resources, read once, the first time they are asked for.
 * Reading checks every entry (codes, unique names, https URLs) and fails with the file and entry at
 * fault, so a bad edit of the data is a failing unit test rather than a wrong answer.
 */
@ApplicationScoped
public class ShippedDirectories implements DirectorySource {

    public static final String DISCOVERIES = "/directory/discoveries.json";
    public static final String VASPS = "/directory/vasps.json";
    public static final String UMA_PROVIDERS = "/directory/uma-providers.json";

    private static final class Shipped {
        static final DirectoryData DATA = read();
    }

    @Override
    public DirectoryData directories() {
        return Shipped.DATA;
    }

    /** Reads and checks the three files. */
    static DirectoryData read() {
        return new DirectoryData(institutions(read(DISCOVERIES)), vasps(read(VASPS)), providers(read(UMA_PROVIDERS)));
    }

    private static JsonObject read(String resource) {
        try (InputStream in = ShippedDirectories.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing directory resource " + resource);
            }
            try (var reader = JsonP.createReader(in)) {
                return reader.readObject();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    static List<Institution> institutions(JsonObject file) {
        List<Institution> out = new ArrayList<>();
        Set<String> corridors = new HashSet<>();
        for (JsonObject corridor : file.getJsonArray("corridors").getValuesAs(JsonObject.class)) {
            String country = corridor.getString("country");
            String currency = corridor.getString("currency");
            String where = DISCOVERIES + " corridor " + country + "/" + currency;
            require(Codes.isCountry(country), where + ": not an ISO 3166-1 alpha-2 country");
            require(Codes.isCurrency(currency), where + ": not an ISO 4217 currency");
            require(corridors.add(country + "/" + currency), where + ": listed twice");
            Set<String> names = new HashSet<>();
            for (JsonArray pair : corridor.getJsonArray("institutions").getValuesAs(JsonArray.class)) {
                require(pair.size() == 2, where + ": an institution is [bankName, displayName]");
                String bankName = text(pair.get(0), where);
                String displayName = text(pair.get(1), where);
                require(names.add(bankName), where + ": " + bankName + " listed twice");
                out.add(new Institution(bankName, displayName, country, currency));
            }
        }
        return out;
    }

    static List<Vasp> vasps(JsonObject file) {
        List<Vasp> out = new ArrayList<>();
        for (JsonObject v : file.getJsonArray("vasps").getValuesAs(JsonObject.class)) {
            String name = text(v.get("vaspName"), VASPS);
            String url = v.containsKey("url") ? text(v.get("url"), VASPS + " " + name) : null;
            require(url == null || url.startsWith("https://"), VASPS + " " + name + ": url must be https");
            out.add(new Vasp(name, url));
        }
        unique(out, Vasp::vaspName, VASPS);
        return out;
    }

    static List<UmaProvider> providers(JsonObject file) {
        List<UmaProvider> out = new ArrayList<>();
        for (JsonObject p : file.getJsonArray("providers").getValuesAs(JsonObject.class)) {
            String name = text(p.get("name"), UMA_PROVIDERS);
            String where = UMA_PROVIDERS + " " + name;
            List<String> regions = texts(p.getJsonArray("regions"), where);
            List<String> currencies = texts(p.getJsonArray("currencies"), where);
            regions.forEach(r -> require(Codes.isCountry(r), where + ": region " + r + " is not an ISO 3166-1 alpha-2 country"));
            currencies.forEach(c -> require(CurrencyCodes.find(c).isPresent(), where + ": currency " + c + " is not in the catalogue"));
            String logoUrl = text(p.get("logoUrl"), where);
            require(logoUrl.startsWith("https://"), where + ": logoUrl must be https");
            out.add(new UmaProvider(name, text(p.get("domain"), where), logoUrl, regions, currencies, p.getBoolean("allowListed")));
        }
        unique(out, UmaProvider::name, UMA_PROVIDERS);
        return out;
    }

    private static <T> void unique(List<T> items, Function<T, String> name, String where) {
        Set<String> seen = new HashSet<>();
        items.forEach(i -> require(seen.add(name.apply(i)), where + ": " + name.apply(i) + " listed twice"));
    }

    private static String text(JsonValue v, String where) {
        require(v instanceof JsonString s && !s.getString().isBlank(), where + ": expected a non-empty string");
        return ((JsonString) v).getString();
    }

    private static List<String> texts(JsonArray a, String where) {
        require(a != null && !a.isEmpty(), where + ": expected a non-empty list");
        return a.stream().map(v -> text(v, where)).toList();
    }

    private static void require(boolean ok, String problem) {
        if (!ok) {
            throw new IllegalStateException("Directory data: " + problem);
        }
    }
}
