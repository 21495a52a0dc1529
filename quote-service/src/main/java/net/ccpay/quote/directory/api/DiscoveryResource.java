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

/**
 * {@code GET /discoveries}: the banks and providers that receive in a country and currency. Without
 * either parameter every institution is listed; a well-formed corridor the directory does not cover
 * is an empty list, a code that is no country or currency a 400.
 */
@ApplicationScoped
@Path("/discoveries")
@Produces(MediaType.APPLICATION_JSON)
public class DiscoveryResource {

    @Inject
    Directories directories;

    @GET
    public JsonObject list(@QueryParam("country") String country, @QueryParam("currency") String currency) {
        FieldErrors errors = new FieldErrors();
        String c = DirectoryParams.country("country", country, errors);
        String cur = DirectoryParams.currency("currency", currency, errors);
        errors.throwIfAny();
        return DirectoryJson.discoveries(directories.discoveries(c, cur));
    }
}
