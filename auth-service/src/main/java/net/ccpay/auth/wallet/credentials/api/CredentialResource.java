package net.ccpay.auth.wallet.credentials.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.auth.wallet.credentials.application.Wallets;
import net.ccpay.auth.wallet.credentials.domain.AuthCredential;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;

/**
 * {@code GET /auth/credentials?accountId=}: an embedded wallet's credentials (unpaged, as the
 * contract has it). An account auth-service does not know as a wallet has none. The other
 * credential operations are not built yet (501).
 */
@ApplicationScoped
@Path("/auth/credentials")
@Produces(MediaType.APPLICATION_JSON)
public class CredentialResource {

    @Inject
    Wallets wallets;

    @GET
    public JsonObject list(@QueryParam("accountId") String accountId) {
        FieldErrors errors = new FieldErrors();
        if (accountId == null) {
            errors.add("accountId", "is required: the embedded wallet's internal account id");
        } else if (!Ids.hasType("InternalAccount", accountId)) {
            errors.add("accountId", FieldError.Constraint.pattern("^InternalAccount:[0-9a-f-]{36}$"), "is not an internal account id");
        }
        errors.throwIfAny();
        JsonArrayBuilder data = JsonP.createArrayBuilder();
        wallets.credentials(accountId).forEach(c -> data.add(toJson(c)));
        return JsonP.createObjectBuilder().add("data", data).build();
    }

    static JsonObject toJson(AuthCredential c) {
        JsonObjectBuilder b = JsonP.createObjectBuilder()
                .add("id", c.id())
                .add("accountId", c.accountId())
                .add("type", c.type().name())
                .add("nickname", c.nickname())
                .add("createdAt", c.createdAt().toString())
                .add("updatedAt", c.updatedAt().toString());
        if (c.credentialId() != null) {
            b.add("credentialId", c.credentialId());
        }
        return b.build();
    }
}
