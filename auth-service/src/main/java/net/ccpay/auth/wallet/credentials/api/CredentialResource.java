package net.ccpay.auth.wallet.credentials.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.auth.wallet.sessions.api.SessionResource;
import net.ccpay.auth.wallet.sessions.api.WalletRequests;
import net.ccpay.auth.wallet.sessions.application.WalletSessions;
import net.ccpay.common.error.ApiException;
import net.ccpay.auth.wallet.credentials.application.Wallets;
import net.ccpay.auth.wallet.credentials.domain.AuthCredential;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.json.JsonP;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;

/**
 * {@code GET /auth/credentials?accountId=}: an embedded wallet's credentials (unpaged, as the
 * contract has it). An account auth-service does not know as a wallet has none.
 * {@code POST /auth/credentials/{id}/challenge} and {@code /verify} for EMAIL_OTP and SMS_OTP: the OTP
 * login of api-inventory §5.2–5.4 (PASSKEY and OAUTH answer 501 for now, as do the other operations).
 */
@ApplicationScoped
@Path("/auth/credentials")
@Produces(MediaType.APPLICATION_JSON)
public class CredentialResource {

    @Inject
    Wallets wallets;

    @Inject
    WalletSessions sessions;

    @GET
    public JsonObject list(@QueryParam("accountId") String accountId) {
        WalletRequests.requireAccountId(accountId);
        JsonArrayBuilder data = JsonP.createArrayBuilder();
        wallets.credentials(accountId).forEach(c -> data.add(toJson(c)));
        return JsonP.createObjectBuilder().add("data", data).build();
    }

    /** A fresh otpEncryptionTargetBundle (body optional and ignored for OTP credentials). */
    @POST
    @Path("{id}/challenge")
    @Consumes(MediaType.WILDCARD)
    public JsonObject challenge(@PathParam("id") String id, byte[] body) {
        AuthCredential credential = sessions.credential(id);
        if (!isOtp(credential.type())) {
            throw ApiException.notImplemented("Challenging a " + credential.type() + " credential");
        }
        WalletSessions.Challenge c = sessions.challenge(credential);
        return JsonP.createObjectBuilder(toJson(credential)).add("otpEncryptionTargetBundle", c.otpEncryptionTargetBundle()).build();
    }

    /**
     * The OTP verify: without a signature, the first leg (202 with the verificationToken to sign); with
     * {@code Platform-Wallet-Signature} (or {@code Grid-Wallet-Signature}) and {@code Request-Id} and the
     * same body, the signed retry (200 AuthSession).
     */
    @POST
    @Path("{id}/verify")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response verify(@PathParam("id") String id, @HeaderParam("Platform-Wallet-Signature") String signature,
                           @HeaderParam("Grid-Wallet-Signature") String gridSignature, @HeaderParam("Request-Id") String requestId,
                           byte[] body) {
        String type = verifyType(body);
        AuthCredential credential = sessions.credential(id);
        if ("PASSKEY".equals(type) || "OAUTH".equals(type) || !isOtp(credential.type())) {
            throw ApiException.notImplemented("Verifying a " + (isOtp(credential.type()) ? type : credential.type().name()) + " credential");
        }
        if (!credential.type().name().equals(type)) {
            FieldErrors errors = new FieldErrors();
            errors.add("type", "must be the credential's type, " + credential.type().name());
            errors.throwIfAny();
        }
        WalletRequests.Signed signed = WalletRequests.Signed.of(signature, gridSignature, requestId);
        if (signed.firstCall()) {
            return SessionResource.accepted(sessions.openOtp(credential, bundle(body), body));
        }
        WalletRequests.Signed retry = signed.retry();
        return Response.ok(SessionResource.toJson(sessions.completeOtp(credential, retry.requestId(), retry.stamp(), body))).build();
    }

    private static boolean isOtp(AuthCredential.Type type) {
        return type == AuthCredential.Type.EMAIL_OTP || type == AuthCredential.Type.SMS_OTP;
    }

    private static JsonObject body(byte[] body) {
        try (var reader = JsonP.createReader(new StringReader(new String(body == null ? new byte[0] : body, StandardCharsets.UTF_8)))) {
            JsonValue v = reader.readValue();
            if (v.getValueType() == JsonValue.ValueType.OBJECT) {
                return v.asJsonObject();
            }
        } catch (RuntimeException e) {
            // falls through to the field error
        }
        FieldErrors errors = new FieldErrors();
        errors.add("body", "must be a JSON object");
        errors.throwIfAny();
        return null;
    }

    private static String verifyType(byte[] body) {
        JsonValue type = body(body).get("type");
        FieldErrors errors = new FieldErrors();
        if (!(type instanceof JsonString s) || !java.util.Set.of("EMAIL_OTP", "SMS_OTP", "PASSKEY", "OAUTH").contains(s.getString())) {
            errors.add("type", "is required: one of EMAIL_OTP, SMS_OTP, PASSKEY, OAUTH");
        }
        errors.throwIfAny();
        return ((JsonString) type).getString();
    }

    private static String bundle(byte[] body) {
        JsonValue bundle = body(body).get("encryptedOtpBundle");
        if (!(bundle instanceof JsonString s) || s.getString().isBlank()) {
            FieldErrors errors = new FieldErrors();
            errors.add("encryptedOtpBundle", "is required for EMAIL_OTP and SMS_OTP");
            errors.throwIfAny();
            return null;
        }
        return s.getString();
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
