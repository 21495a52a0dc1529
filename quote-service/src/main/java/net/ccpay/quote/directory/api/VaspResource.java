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

/** {@code GET /vasps}: the VASP directory in name order, paged. */
@ApplicationScoped
@Path("/vasps")
@Produces(MediaType.APPLICATION_JSON)
public class VaspResource {

    @Inject
    Directories directories;

    @GET
    public JsonObject list(@QueryParam("limit") String limit, @QueryParam("cursor") String cursor) {
        FieldErrors errors = new FieldErrors();
        int n = DirectoryParams.limit(limit, errors);
        NameCursor after = DirectoryParams.cursor(cursor, Directories.VASP_LIST, false, errors);
        errors.throwIfAny();
        return DirectoryJson.vasps(directories.vasps(n, after));
    }
}
