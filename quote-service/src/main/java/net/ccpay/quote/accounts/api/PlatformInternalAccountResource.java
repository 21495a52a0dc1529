package net.ccpay.quote.accounts.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import net.ccpay.common.json.JsonP;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.quote.accounts.application.InternalAccounts;

/** {@code GET /platform/internal-accounts}: the platform's own accounts (unpaged). */
@ApplicationScoped
@Path("/platform/internal-accounts")
@Produces(MediaType.APPLICATION_JSON)
public class PlatformInternalAccountResource {

    @Inject
    InternalAccounts accounts;

    @GET
    public JsonObject listPlatform(@QueryParam("currency") String currency, @QueryParam("type") String type) {
        InternalAccountResource.check(null, currency, type, null, null);
        JsonArrayBuilder data = JsonP.createArrayBuilder();
        accounts.listPlatformAccounts(currency, type).forEach(v -> data.add(InternalAccountMapper.toJson(v)));
        return JsonP.createObjectBuilder().add("data", data).build();
    }
}
