package net.ccpay.quote.stablecoins.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.common.web.QueryParams;
import net.ccpay.common.web.idempotency.Idempotent;
import net.ccpay.quote.stablecoins.application.StablecoinProviderLinks;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccount;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccountId;
import net.ccpay.quote.stablecoins.domain.StablecoinProviderAccountNotFound;

/** {@code /stablecoin-provider-accounts}: link provider credentials and read the links. */
@ApplicationScoped
@Path("/stablecoin-provider-accounts")
@Produces(MediaType.APPLICATION_JSON)
public class StablecoinProviderAccountResource {

    @Inject
    StablecoinProviderLinks links;

    @POST
    @Idempotent(required = true)
    @Consumes(MediaType.APPLICATION_JSON)
    public Response link(JsonValue body) {
        return StablecoinResource.created(StablecoinMapper.toJson(links.link(StablecoinRequests.link(body))));
    }

    @GET
    public JsonObject list(@QueryParam("provider") String provider, @QueryParam("status") String status,
                           @QueryParam("limit") String limit, @QueryParam("cursor") String cursor) {
        FieldErrors errors = new FieldErrors();
        String p = QueryParams.oneOf("provider", provider, StablecoinRequests.PROVIDERS, errors);
        StablecoinProviderAccount.Status s = QueryParams.oneOf("status", status, StablecoinProviderAccount.Status.class, errors);
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        errors.throwIfAny();
        return links.list(p, s, page).toJson(StablecoinMapper::toJson);
    }

    @GET
    @Path("{stablecoinProviderAccountId}")
    public JsonObject get(@PathParam("stablecoinProviderAccountId") String id) {
        return StablecoinMapper.toJson(links.get(StablecoinProviderAccountId.parse(id).orElseThrow(() -> StablecoinProviderAccountNotFound.withId(id))));
    }
}
