package net.ccpay.quote.stablecoins.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.quote.stablecoins.application.StablecoinIssuance;
import net.ccpay.quote.stablecoins.domain.StablecoinOperationId;
import net.ccpay.quote.stablecoins.domain.StablecoinOperationNotFound;

/** {@code /stablecoin-operations/{id}}: one mint or burn. */
@ApplicationScoped
@Path("/stablecoin-operations")
@Produces(MediaType.APPLICATION_JSON)
public class StablecoinOperationResource {

    @Inject
    StablecoinIssuance issuance;

    @GET
    @Path("{stablecoinOperationId}")
    public JsonObject get(@PathParam("stablecoinOperationId") String id) {
        return StablecoinMapper.toJson(issuance.get(StablecoinOperationId.parse(id).orElseThrow(() -> new StablecoinOperationNotFound(id))));
    }
}
