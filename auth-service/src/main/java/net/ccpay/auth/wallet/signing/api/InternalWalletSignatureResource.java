package net.ccpay.auth.wallet.signing.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.auth.wallet.crypto.P256PublicKey;
import net.ccpay.auth.wallet.sessions.application.SignedRequests;
import net.ccpay.auth.wallet.signing.application.WalletSignatures;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;

import java.util.HexFormat;
import java.util.Map;

/**
 * Internal: the signed wallet operations other services own ask here (not a path of the public contract,
 * so the gateway never routes a client here; the internal credential guards it besides). Failures of the
 * signature are the public 401 envelopes, which the caller passes on unchanged.
 * <ul>
 *   <li>{@code POST /internal/wallet-signatures/challenges} {accountId, purpose, targetId, bodySha256, activityType, parameters}
 *       → {payloadToSign, requestId, expiresAt}</li>
 *   <li>{@code POST /internal/wallet-signatures/completions} {accountId, purpose, targetId, bodySha256, requestId, signature}
 *       → {sessionId}</li>
 *   <li>{@code POST /internal/wallet-signatures/verifications} {accountId, payload, signature} → {sessionId}</li>
 *   <li>{@code POST /internal/wallet-signatures/exports} {accountId, clientPublicKey, bodySha256, requestId, signature}
 *       → {encryptedWalletCredentials}</li>
 * </ul>
 */
@ApplicationScoped
@Path("/internal/wallet-signatures")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class InternalWalletSignatureResource {

    public record ChallengeRequest(String accountId, String purpose, String targetId, String bodySha256, String activityType,
                                   Map<String, String> parameters) {}

    public record CompletionRequest(String accountId, String purpose, String targetId, String bodySha256, String requestId,
                                    String signature) {}

    public record VerificationRequest(String accountId, String payload, String signature) {}

    public record ExportRequest(String accountId, String clientPublicKey, String bodySha256, String requestId, String signature) {}

    @Inject
    WalletSignatures signatures;

    @POST
    @Path("challenges")
    public JsonObject challenge(ChallengeRequest r) {
        FieldErrors errors = present(r);
        account(r.accountId(), errors);
        purpose(r.purpose(), errors);
        required("targetId", r.targetId(), errors);
        required("activityType", r.activityType(), errors);
        byte[] hash = hash(r.bodySha256(), errors);
        errors.throwIfAny();
        SignedRequests.Pending p = signatures.challenge(r.accountId(), r.purpose(), r.targetId(), hash, r.activityType(),
                r.parameters() == null ? Map.of() : r.parameters());
        return JsonP.createObjectBuilder().add("payloadToSign", p.payloadToSign()).add("requestId", p.requestId())
                .add("expiresAt", p.expiresAt().toString()).build();
    }

    @POST
    @Path("completions")
    public JsonObject complete(CompletionRequest r) {
        FieldErrors errors = present(r);
        account(r.accountId(), errors);
        purpose(r.purpose(), errors);
        required("targetId", r.targetId(), errors);
        required("requestId", r.requestId(), errors);
        required("signature", r.signature(), errors);
        byte[] hash = hash(r.bodySha256(), errors);
        errors.throwIfAny();
        return session(signatures.complete(r.accountId(), r.purpose(), r.targetId(), hash, r.requestId(), r.signature()));
    }

    @POST
    @Path("verifications")
    public JsonObject verify(VerificationRequest r) {
        FieldErrors errors = present(r);
        account(r.accountId(), errors);
        required("payload", r.payload(), errors);
        required("signature", r.signature(), errors);
        errors.throwIfAny();
        return session(signatures.verify(r.accountId(), r.payload(), r.signature()));
    }

    @POST
    @Path("exports")
    public JsonObject export(ExportRequest r) {
        FieldErrors errors = present(r);
        account(r.accountId(), errors);
        required("requestId", r.requestId(), errors);
        required("signature", r.signature(), errors);
        byte[] hash = hash(r.bodySha256(), errors);
        P256PublicKey key = null;
        if (r.clientPublicKey() == null || !r.clientPublicKey().matches("04[0-9a-fA-F]{128}")) {
            errors.add("clientPublicKey", "must be an uncompressed P-256 public key in hex (04 and 128 hex digits)");
        } else {
            try {
                key = P256PublicKey.fromHex(r.clientPublicKey());
            } catch (RuntimeException e) {
                errors.add("clientPublicKey", "is not a point of the P-256 curve");
            }
        }
        errors.throwIfAny();
        return JsonP.createObjectBuilder()
                .add("encryptedWalletCredentials", signatures.export(r.accountId(), key, hash, r.requestId(), r.signature())).build();
    }

    /** The errors of a request, starting with a missing body (the only check that cannot wait for the others). */
    private static FieldErrors present(Object request) {
        FieldErrors errors = new FieldErrors();
        if (request == null) {
            errors.add("body", "is required");
            errors.throwIfAny();
        }
        return errors;
    }

    private static JsonObject session(String sessionId) {
        return JsonP.createObjectBuilder().add("sessionId", sessionId).build();
    }

    private static void account(String accountId, FieldErrors errors) {
        if (accountId == null || !Ids.hasType("InternalAccount", accountId)) {
            errors.add("accountId", "must be an internal account id");
        }
    }

    private static void purpose(String purpose, FieldErrors errors) {
        if (purpose == null || !WalletSignatures.PURPOSES.contains(purpose)) {
            errors.add("purpose", "must be one of " + WalletSignatures.PURPOSES);
        }
    }

    private static void required(String field, String value, FieldErrors errors) {
        if (value == null || value.isBlank()) {
            errors.add(field, "is required");
        }
    }

    private static byte[] hash(String hex, FieldErrors errors) {
        if (hex == null || !hex.matches("[0-9a-f]{64}")) {
            errors.add("bodySha256", "must be 64 lowercase hex digits");
            return null;
        }
        return HexFormat.of().parseHex(hex);
    }
}
