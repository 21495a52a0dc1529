package net.ccpay.quote.wallet.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.web.JsonBodies;
import net.ccpay.quote.accounts.api.InternalAccountMapper;
import net.ccpay.quote.accounts.domain.InternalAccountNotFound;
import net.ccpay.quote.wallet.application.WalletAccounts;
import net.ccpay.quote.wallet.domain.WalletSignatureRejected;
import net.ccpay.quote.wallet.domain.WalletSigning;


/**
 * {@code PATCH /internal-accounts/{id}} (an embedded wallet's privacy) and {@code POST /internal-accounts/{id}/export}
 * (its seed phrase): without signature headers, 202 with what to sign and a Request-Id; with
 * {@code Platform-Wallet-Signature} (or {@code Grid-Wallet-Signature}), {@code Request-Id} and the same body,
 * the operation (200).
 */
@ApplicationScoped
@Path("/internal-accounts/{id}")
@Produces(MediaType.APPLICATION_JSON)
public class WalletAccountResource {

    @Inject
    WalletAccounts wallets;

    @PATCH
    @Consumes(MediaType.APPLICATION_JSON)
    public Response update(@PathParam("id") String id, @HeaderParam("Platform-Wallet-Signature") String signature,
                           @HeaderParam("Grid-Wallet-Signature") String gridSignature, @HeaderParam("Request-Id") String requestId,
                           byte[] body) {
        accountId(id);
        JsonObject json = JsonBodies.object(body);
        FieldErrors errors = new FieldErrors();
        for (String field : json.keySet()) {
            if (!"privateEnabled".equals(field)) {
                errors.add(field, "is not a field of an internal account update (privateEnabled)");
            }
        }
        JsonValue enabled = json.get("privateEnabled");
        if (enabled == null || (enabled != JsonValue.TRUE && enabled != JsonValue.FALSE)) {
            errors.add("privateEnabled", "is required: true or false");
        }
        errors.throwIfAny();
        WalletAccounts.Update update = new WalletAccounts.Update(enabled == JsonValue.TRUE);
        String stamp = signature != null ? signature : gridSignature;
        if (stamp == null && requestId == null) {
            return accepted(wallets.updateChallenge(id, update, body));
        }
        return Response.ok(InternalAccountMapper.toJson(wallets.update(id, update, body, requestId(requestId), stamp(stamp)))).build();
    }

    @POST
    @Path("export")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response export(@PathParam("id") String id, @HeaderParam("Platform-Wallet-Signature") String signature,
                           @HeaderParam("Grid-Wallet-Signature") String gridSignature, @HeaderParam("Request-Id") String requestId,
                           byte[] body) {
        accountId(id);
        JsonObject json = JsonBodies.object(body);
        FieldErrors errors = new FieldErrors();
        for (String field : json.keySet()) {
            if (!"clientPublicKey".equals(field)) {
                errors.add(field, "is not a field of an export request (clientPublicKey)");
            }
        }
        JsonValue key = json.get("clientPublicKey");
        String clientPublicKey = key instanceof jakarta.json.JsonString s ? s.getString() : null;
        if (clientPublicKey == null || !clientPublicKey.matches("04[0-9a-fA-F]{128}")) {
            errors.add("clientPublicKey", net.ccpay.common.error.FieldError.Constraint.pattern("^04[0-9a-fA-F]{128}$"),
                    "is required: a fresh uncompressed P-256 public key in hex (04 and 128 hex digits)");
        }
        errors.throwIfAny();
        String stamp = signature != null ? signature : gridSignature;
        if (stamp == null && requestId == null) {
            return accepted(wallets.exportChallenge(id, clientPublicKey, body));
        }
        String sealed = wallets.export(id, clientPublicKey, body, requestId(requestId), stamp(stamp));
        return Response.ok(JsonP.createObjectBuilder().add("id", id).add("encryptedWalletCredentials", sealed).build()).build();
    }

    private static void accountId(String id) {
        if (!Ids.hasType("InternalAccount", id)) {
            throw new InternalAccountNotFound(id);
        }
    }

    private static String stamp(String stamp) {
        if (stamp == null || stamp.isBlank()) {
            throw WalletSignatureRejected.signatureMissing("The signed retry");
        }
        return stamp;
    }

    private static String requestId(String requestId) {
        if (requestId == null || requestId.isBlank()) {
            throw WalletSignatureRejected.requestIdMissing();
        }
        return requestId.strip();
    }

    /** A 202 SignedRequestChallenge, with the request id also as a Request-Id header. */
    private static Response accepted(WalletSigning.Challenge c) {
        JsonObject body = JsonP.createObjectBuilder()
                .add("payloadToSign", c.payloadToSign())
                .add("requestId", c.requestId())
                .add("expiresAt", c.expiresAt().toString())
                .build();
        return Response.status(202).type(MediaType.APPLICATION_JSON_TYPE).header("Request-Id", c.requestId()).entity(body).build();
    }
}
