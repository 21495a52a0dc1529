package net.ccpay.quote.directory.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.quote.directory.application.Directories;
import net.ccpay.quote.directory.domain.NameCursor;

/**
 * {@code GET /uma-providers}: counterparty UMA providers by name ({@code sortOrder}, descending by
 * default as the contract's lists are), filtered by a region they operate in, a currency they hold,
 * and ({@code hasBlockedProviders=false}) only those on the platform's allow list.
 */
@ApplicationScoped
@Path("/uma-providers")
@Produces(MediaType.APPLICATION_JSON)
public class UmaProviderResource {

    @Inject
    Directories directories;

    @GET
    public JsonObject list(@QueryParam("countryCode") String countryCode, @QueryParam("currencyCode") String currencyCode,
                           @QueryParam("hasBlockedProviders") String hasBlockedProviders, @QueryParam("limit") String limit,
                           @QueryParam("cursor") String cursor, @QueryParam("sortOrder") String sortOrder) {
        FieldErrors errors = new FieldErrors();
        String country = DirectoryParams.country("countryCode", countryCode, errors);
        String currency = DirectoryParams.currency("currencyCode", currencyCode, errors);
        Boolean blocked = DirectoryParams.bool("hasBlockedProviders", hasBlockedProviders, errors);
        int n = DirectoryParams.limit(limit, errors);
        int before = errors.list().size();
        boolean descending = DirectoryParams.descending(sortOrder, errors);
        // a cursor belongs to one order: it can be judged only once the order is known
        NameCursor after = errors.list().size() == before
                ? DirectoryParams.cursor(cursor, Directories.PROVIDER_LIST, descending, errors) : null;
        errors.throwIfAny();
        Directories.ProviderFilter filter = new Directories.ProviderFilter(country, currency, blocked == null || blocked);
        return DirectoryJson.umaProviders(directories.umaProviders(filter, descending, n, after));
    }
}
