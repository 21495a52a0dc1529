package net.ccpay.auth.wallet.credentials.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.auth.wallet.credentials.application.CredentialAdmin;
import net.ccpay.auth.wallet.credentials.application.WalletLookups;
import net.ccpay.auth.wallet.credentials.domain.AuthCredential;
import net.ccpay.auth.wallet.sessions.api.SessionResource;
import net.ccpay.auth.wallet.sessions.api.WalletRequests;
import net.ccpay.auth.wallet.sessions.application.CredentialLogins;
import net.ccpay.auth.wallet.sessions.application.OtpDelivery;
import net.ccpay.auth.wallet.sessions.application.WalletSessions;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.json.JsonP;

/**
 * The embedded wallet's credentials (api-inventory §2.11): {@code GET /auth/credentials?accountId=} (a
 * wallet's live credentials, unpaged as the contract has it; none for an account auth-service does not
 * know as a wallet); {@code POST /auth/credentials} (201 at once for a wallet without a credential,
 * else 202 and the signed retry 201); {@code DELETE /auth/credentials/{id}} (202, then 204 when signed by
 * a session of another credential); {@code POST /auth/credentials/{id}/challenge} (OTP: a fresh
 * otpEncryptionTargetBundle; PASSKEY: a PasskeyAuthChallenge bound to the clientPublicKey, with a
 * Request-Id header) and {@code /verify} (OTP: 202 then the signed retry 200; PASSKEY and OAUTH: 200).
 */
@ApplicationScoped
@Path("/auth/credentials")
@Produces(MediaType.APPLICATION_JSON)
public class CredentialResource {

    @Inject
    WalletSessions sessions;

    @Inject
    CredentialLogins logins;

    @Inject
    CredentialAdmin admin;

    @Inject
    OtpDelivery otpDelivery;

    @Inject
    WalletLookups lookups;

    @GET
    public JsonObject list(@QueryParam("accountId") String accountId) {
        WalletRequests.requireAccountId(accountId);
        JsonArrayBuilder data = JsonP.createArrayBuilder();
        lookups.credentials(accountId).forEach(c -> data.add(toJson(c)));
        return JsonP.createObjectBuilder().add("data", data).build();
    }

    /**
     * Adds a credential: without a signature, 201 (a wallet's first credential) or 202 with the activity to
     * sign; with {@code Platform-Wallet-Signature} and {@code Request-Id} and the same body, 201.
     */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response create(@HeaderParam("Platform-Wallet-Signature") String signature,
                           @HeaderParam("Grid-Wallet-Signature") String gridSignature, @HeaderParam("Request-Id") String requestId,
                           byte[] body) {
        CredentialAdmin.NewCredential request = CredentialRequests.create(WalletRequests.json(body));
        WalletRequests.Signed signed = WalletRequests.Signed.of(signature, gridSignature, requestId);
        if (signed.firstCall()) {
            lookups.ensureKnown(request.accountId());
            CredentialAdmin.Outcome outcome = admin.create(request, body);
            return outcome instanceof CredentialAdmin.ToSign toSign
                    ? SessionResource.accepted(toSign.pending())
                    : created(sent((CredentialAdmin.Added) outcome));
        }
        WalletRequests.Signed retry = signed.retry();
        return created(sent(admin.completeCreate(request, retry.requestId(), retry.stamp(), body)));
    }

    /** Revokes a credential: 202 with the revocation to sign, then the signed retry 204. */
    @DELETE
    @Path("{id}")
    @Consumes(MediaType.WILDCARD)
    public Response revoke(@PathParam("id") String id, @HeaderParam("Platform-Wallet-Signature") String signature,
                           @HeaderParam("Grid-Wallet-Signature") String gridSignature, @HeaderParam("Request-Id") String requestId,
                           byte[] body) {
        WalletRequests.Signed signed = WalletRequests.Signed.of(signature, gridSignature, requestId);
        if (signed.firstCall()) {
            return SessionResource.accepted(admin.revokeChallenge(id, body));
        }
        WalletRequests.Signed retry = signed.retry();
        admin.revoke(id, retry.requestId(), retry.stamp(), body);
        return Response.noContent().build();
    }

    /**
     * OTP: a fresh otpEncryptionTargetBundle (the body is optional and ignored). PASSKEY: the login's
     * WebAuthn challenge bound to the body's {@code clientPublicKey}, its Request-Id also as a header.
     * OAUTH credentials have no challenge step (400).
     */
    @POST
    @Path("{id}/challenge")
    @Consumes(MediaType.WILDCARD)
    public Response challenge(@PathParam("id") String id, byte[] body) {
        AuthCredential credential = sessions.credential(id);
        return switch (credential.type()) {
            case EMAIL_OTP, SMS_OTP -> Response.ok(JsonP.createObjectBuilder(toJson(credential))
                    .add("otpEncryptionTargetBundle", otpDelivery.challenge(credential).otpEncryptionTargetBundle()).build()).build();
            case PASSKEY -> {
                CredentialLogins.PasskeyChallenge c = logins.passkeyChallenge(credential,
                        WalletRequests.clientPublicKey(WalletRequests.json(body)), body);
                yield Response.ok(JsonP.createObjectBuilder(toJson(credential))
                                .add("challenge", c.challenge())
                                .add("requestId", c.requestId())
                                .add("expiresAt", c.expiresAt().toString())
                                .build())
                        .header("Request-Id", c.requestId()).build();
            }
            case OAUTH -> throw InvalidFields.of("id",
                    "is an OAUTH credential, which has no challenge step: verify it with a fresh oidcToken and a clientPublicKey");
        };
    }

    /**
     * The verify. OTP: without a signature, the first leg (202 with the verificationToken to sign); with
     * {@code Platform-Wallet-Signature} (or {@code Grid-Wallet-Signature}) and {@code Request-Id} and the
     * same body, the signed retry (200 AuthSession). PASSKEY: the assertion with the challenge's
     * {@code Request-Id} (200 AuthSession). OAUTH: a fresh oidcToken and the clientPublicKey (200 AuthSession).
     */
    @POST
    @Path("{id}/verify")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response verify(@PathParam("id") String id, @HeaderParam("Platform-Wallet-Signature") String signature,
                           @HeaderParam("Grid-Wallet-Signature") String gridSignature, @HeaderParam("Request-Id") String requestId,
                           byte[] body) {
        JsonObject json = WalletRequests.json(body);
        AuthCredential credential = sessions.credential(id);
        CredentialRequests.Verify request = CredentialRequests.verify(json, credential.type());
        return switch (request.type()) {
            case EMAIL_OTP, SMS_OTP -> {
                WalletRequests.Signed signed = WalletRequests.Signed.of(signature, gridSignature, requestId);
                if (signed.firstCall()) {
                    yield SessionResource.accepted(sessions.openOtp(credential, request.encryptedOtpBundle(), body));
                }
                WalletRequests.Signed retry = signed.retry();
                yield Response.ok(SessionResource.toJson(sessions.completeOtp(credential, retry.requestId(), retry.stamp(), body))).build();
            }
            case PASSKEY -> Response.ok(SessionResource.toJson(
                    logins.verifyPasskey(credential.id(), WalletRequests.requireRequestId(requestId), request.assertion()))).build();
            case OAUTH -> Response.ok(SessionResource.toJson(
                    logins.verifyOauth(credential, request.oidcToken(), request.clientPublicKey()))).build();
        };
    }

    /** An OTP credential's code sent once its add committed (outside sandbox mode). */
    private CredentialAdmin.Added sent(CredentialAdmin.Added added) {
        if (added.challenge() != null) {
            otpDelivery.sendAdded(added.challenge());
        }
        return added;
    }

    private static Response created(CredentialAdmin.Added added) {
        JsonObjectBuilder b = JsonP.createObjectBuilder(toJson(added.credential()));
        if (added.otpEncryptionTargetBundle() != null) {
            b.add("otpEncryptionTargetBundle", added.otpEncryptionTargetBundle());
        }
        return Response.status(201).type(MediaType.APPLICATION_JSON_TYPE).entity(b.build()).build();
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
