package net.ccpay.quote.sca.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.validation.constraints.Size;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.validation.RequestRecords;
import net.ccpay.quote.external.api.CustomerExternalAccountResource;
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

    private static final String LENGTH = "must be {min} to {max} characters long";

    /** The body of the trust and untrust confirms: the SMS challenge's code (required after the check, with its own message). */
    record Proof(
            @Size(min = 1, max = 100, message = LENGTH) String challengeId,
            @Size(min = 1, max = 20, message = LENGTH) String code,
            @Size(min = 1, max = 500, message = LENGTH) String origin,
            @Size(min = 1, max = 45, message = LENGTH) String endUserIpAddress) {}

    static JsonObject confirm(BeneficiaryTrusts trusts, String id, boolean trust, JsonValue body) {
        if (!(body instanceof JsonObject in)) {
            throw InvalidFields.of("body", "must be a JSON object");
        }
        Proof proof = RequestRecords.read(in, Proof.class);
        if (proof.code() == null) {
            throw InvalidFields.of("code", "is required: the trust challenges of this platform are SMS_OTP");
        }
        boolean trusted = trusts.confirm(CustomerExternalAccountResource.pathId(id), trust, proof.challengeId(), proof.code());
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
