package net.ccpay.quote.directory.application;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import net.ccpay.common.paging.Page;
import net.ccpay.quote.directory.domain.DirectorySource;
import net.ccpay.quote.directory.domain.Institution;
import net.ccpay.quote.directory.domain.NameCursor;
import net.ccpay.quote.directory.domain.NamePages;
import net.ccpay.quote.directory.domain.UmaProvider;
import net.ccpay.quote.directory.domain.Vasp;

import java.util.List;

/** Questions to the directories. The data is read once, the first time one is asked ({@link DirectorySource}). */
@ApplicationScoped
public class Directories {

    public static final String VASP_LIST = "vasps";
    public static final String PROVIDER_LIST = "uma-providers";

    /** The filters of {@code GET /uma-providers}; a null code means any. */
    public record ProviderFilter(String country, String currency, boolean includeBlocked) {
        boolean matches(UmaProvider p) {
            return (country == null || p.regions().contains(country))
                    && (currency == null || p.currencies().contains(currency))
                    && (includeBlocked || p.allowListed());
        }
    }

    @Inject
    DirectorySource source;

    /** Institutions receiving in {@code country} and/or {@code currency}; both null lists every one. */
    public List<Institution> discoveries(String country, String currency) {
        return source.directories().institutions(country, currency);
    }

    /** A page of VASPs in name order. */
    public Page<Vasp> vasps(int limit, NameCursor after) {
        return NamePages.page(VASP_LIST, source.directories().vasps(), Vasp::vaspName, false, limit, after);
    }

    /** A page of the providers matching {@code filter}, by name in the order asked for. */
    public Page<UmaProvider> umaProviders(ProviderFilter filter, boolean descending, int limit, NameCursor after) {
        List<UmaProvider> matching = source.directories().providers().stream().filter(filter::matches).toList();
        return NamePages.page(PROVIDER_LIST, matching, UmaProvider::name, descending, limit, after);
    }
}
