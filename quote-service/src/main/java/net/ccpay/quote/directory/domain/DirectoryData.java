package net.ccpay.quote.directory.domain;

import java.util.Comparator;
import java.util.List;

/**
 * The three directories (read from the files this service ships by {@code directory.infrastructure.ShippedDirectories},
 * which checks every entry). VASPs and providers are kept in name order ({@link #NAME_ORDER}),
 * institutions in the order given (corridor by corridor, most used first).
 */
public final class DirectoryData {

    /** Case-insensitive, then exact: "bitFlyer" sorts among the B's and every name has one place. */
    public static final Comparator<String> NAME_ORDER = String.CASE_INSENSITIVE_ORDER.thenComparing(Comparator.naturalOrder());

    private final List<Institution> institutions;
    private final List<Vasp> vasps;
    private final List<UmaProvider> providers;

    public DirectoryData(List<Institution> institutions, List<Vasp> vasps, List<UmaProvider> providers) {
        this.institutions = List.copyOf(institutions);
        this.vasps = vasps.stream().sorted(Comparator.comparing(Vasp::vaspName, NAME_ORDER)).toList();
        this.providers = providers.stream().sorted(Comparator.comparing(UmaProvider::name, NAME_ORDER)).toList();
    }

    /** Institutions of one country and/or currency; null means any. */
    public List<Institution> institutions(String country, String currency) {
        return institutions.stream()
                .filter(i -> country == null || i.country().equals(country))
                .filter(i -> currency == null || i.currency().equals(currency))
                .toList();
    }

    public List<Vasp> vasps() {
        return vasps;
    }

    public List<UmaProvider> providers() {
        return providers;
    }
}
