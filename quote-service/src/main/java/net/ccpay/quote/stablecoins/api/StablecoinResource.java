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
import net.ccpay.quote.stablecoins.application.StablecoinCommands;
import net.ccpay.quote.stablecoins.application.StablecoinIssuance;
import net.ccpay.quote.stablecoins.application.StablecoinRegistry;
import net.ccpay.quote.stablecoins.domain.Stablecoin;
import net.ccpay.quote.stablecoins.domain.StablecoinId;
import net.ccpay.quote.stablecoins.domain.StablecoinNotFound;

/** {@code /stablecoins}: register and read stablecoins, create their mints and burns, list their operations. */
@ApplicationScoped
@Path("/stablecoins")
@Produces(MediaType.APPLICATION_JSON)
public class StablecoinResource {

    @Inject
    StablecoinRegistry registry;

    @Inject
    StablecoinIssuance issuance;

    @POST
    @Idempotent(required = true)
    @Consumes(MediaType.APPLICATION_JSON)
    public Response register(JsonValue body) {
        return created(StablecoinMapper.toJson(registry.register(StablecoinRequests.register(body))));
    }

    @GET
    public JsonObject list(@QueryParam("issuanceStatus") String issuanceStatus, @QueryParam("gridOperationsStatus") String gridOperationsStatus,
                           @QueryParam("provider") String provider, @QueryParam("limit") String limit, @QueryParam("cursor") String cursor) {
        FieldErrors errors = new FieldErrors();
        StablecoinCommands.CoinFilter filter = new StablecoinCommands.CoinFilter(
                QueryParams.oneOf("issuanceStatus", issuanceStatus, Stablecoin.IssuanceStatus.class, errors),
                QueryParams.oneOf("gridOperationsStatus", gridOperationsStatus, Stablecoin.GridOperationsStatus.class, errors),
                QueryParams.oneOf("provider", provider, StablecoinRequests.PROVIDERS, errors));
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        errors.throwIfAny();
        return registry.list(filter, page).toJson(StablecoinMapper::toJson);
    }

    @GET
    @Path("{stablecoinId}")
    public JsonObject get(@PathParam("stablecoinId") String id) {
        return StablecoinMapper.toJson(registry.get(coinId(id)));
    }

    @POST
    @Path("{stablecoinId}/mints")
    @Idempotent(required = true)
    @Consumes(MediaType.APPLICATION_JSON)
    public Response mint(@PathParam("stablecoinId") String id, JsonValue body) {
        StablecoinCommands.Mint mint = StablecoinRequests.mint(body);
        return created(StablecoinMapper.toJson(issuance.mint(coinId(id), mint)));
    }

    @POST
    @Path("{stablecoinId}/burns")
    @Idempotent(required = true)
    @Consumes(MediaType.APPLICATION_JSON)
    public Response burn(@PathParam("stablecoinId") String id, JsonValue body) {
        StablecoinCommands.Burn burn = StablecoinRequests.burn(body);
        return created(StablecoinMapper.toJson(issuance.burn(coinId(id), burn)));
    }

    @GET
    @Path("{stablecoinId}/operations")
    public JsonObject operations(@PathParam("stablecoinId") String id, @QueryParam("operationType") String operationType,
                                 @QueryParam("limit") String limit, @QueryParam("cursor") String cursor) {
        FieldErrors errors = new FieldErrors();
        String type = QueryParams.oneOf("operationType", operationType, StablecoinRequests.OPERATION_TYPES, errors);
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        errors.throwIfAny();
        return issuance.list(coinId(id), type, page).toJson(StablecoinMapper::toJson);
    }

    /** The path's stablecoin id, read after the request's other checks; text that cannot be one is an unknown stablecoin (404). */
    private static StablecoinId coinId(String id) {
        return StablecoinId.parse(id).orElseThrow(() -> new StablecoinNotFound(id));
    }

    static Response created(JsonObject body) {
        return Response.status(201).type(MediaType.APPLICATION_JSON_TYPE).entity(body).build();
    }
}
