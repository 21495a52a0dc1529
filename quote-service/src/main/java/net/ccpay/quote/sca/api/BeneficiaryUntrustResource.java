package net.ccpay.quote.sca.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.quote.external.api.CustomerExternalAccountResource;
import net.ccpay.quote.sca.application.BeneficiaryTrusts;

/** {@code /customers/external-accounts/{id}/untrust[/confirm]}: as {@link BeneficiaryTrustResource}, undoing a trust. */
@ApplicationScoped
@Path("/customers/external-accounts/{externalAccountId}/untrust")
@Produces(MediaType.APPLICATION_JSON)
public class BeneficiaryUntrustResource {

    @Inject
    BeneficiaryTrusts trusts;

    @POST
    public JsonObject untrust(@PathParam("externalAccountId") String id) {
        return BeneficiaryTrustResource.start(trusts.start(CustomerExternalAccountResource.pathId(id), false));
    }

    @POST
    @Path("confirm")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject confirmUntrust(@PathParam("externalAccountId") String id, JsonValue body) {
        return BeneficiaryTrustResource.confirm(trusts, id, false, body);
    }
}
