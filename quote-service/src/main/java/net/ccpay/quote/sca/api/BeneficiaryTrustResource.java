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
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.validation.Shape;
import net.ccpay.quote.external.api.CustomerExternalAccountResource;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.quote.sca.application.BeneficiaryTrusts;
import net.ccpay.quote.sca.domain.ScaChallenge;

/**
 * {@code /customers/external-accounts/{id}/trust[/confirm]} (its own root path, ending in {@code trust}, so it never
 * captures the external accounts' other paths; {@link BeneficiaryUntrustResource} is the untrust pair): for a customer who lives where SCA applies,
 * the start issues an SMS challenge ({@code scaChallenge}) and the confirm, with its code, trusts or untrusts the
 * beneficiary. Other customers: 409, as before.
 */
@ApplicationScoped
@Path("/customers/external-accounts/{externalAccountId}/trust")
@Produces(MediaType.APPLICATION_JSON)
public class BeneficiaryTrustResource {

    @Inject
    BeneficiaryTrusts trusts;

    @POST
    public JsonObject trust(@PathParam("externalAccountId") String id) {
        return start(trusts.start(CustomerExternalAccountResource.pathId(id), true));
    }

    @POST
    @Path("confirm")
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject confirmTrust(@PathParam("externalAccountId") String id, JsonValue body) {
        return confirm(trusts, id, true, body);
    }

    private static final Shape PROOF = Shape.object()
            .string("challengeId", false, 1, 100)
            .string("code", false, 1, 20)
            .string("origin", false, 1, 500)
            .string("endUserIpAddress", false, 1, 45);

    static JsonObject confirm(BeneficiaryTrusts trusts, String id, boolean trust, JsonValue body) {
        if (!(body instanceof JsonObject in)) {
            throw InvalidFields.of("body", "must be a JSON object");
        }
        FieldErrors errors = new FieldErrors();
        JsonObject proof = PROOF.check("", in, errors);
        errors.throwIfAny();
        if (!(proof.get("code") instanceof jakarta.json.JsonString)) {
            throw InvalidFields.of("code", "is required: the trust challenges of this platform are SMS_OTP");
        }
        boolean trusted = trusts.confirm(CustomerExternalAccountResource.pathId(id), trust, proof.getString("challengeId", null), proof.getString("code"));
        return JsonP.createObjectBuilder().add("trusted", trusted).build();
    }

    static JsonObject start(ScaChallenge c) {
        return JsonP.createObjectBuilder().add("scaChallenge", challenge(c)).build();
    }

    static JsonObject challenge(ScaChallenge c) {
        return JsonP.createObjectBuilder()
                .add("id", c.id())
                .add("expiresAt", c.expiresAt().toString())
                .add("factor", c.factor())
                .add("availableFactors", JsonP.createArrayBuilder().add(c.factor()))
                .build();
    }
}
