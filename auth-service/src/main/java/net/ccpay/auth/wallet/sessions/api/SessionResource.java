package net.ccpay.auth.wallet.sessions.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
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
import net.ccpay.auth.wallet.crypto.ClientPublicKey;
import net.ccpay.auth.wallet.sessions.application.WalletSessions;
import net.ccpay.auth.wallet.sessions.domain.Session;
import net.ccpay.common.json.JsonP;

/**
 * {@code GET /auth/sessions?accountId=} (a wallet's active sessions, never any key material),
 * {@code DELETE /auth/sessions/{id}}: 202 with the revocation to sign, then the signed retry (stamped
 * by any active session key of the wallet, the session itself included) 204, and
 * {@code POST /auth/sessions/{id}/refresh}: 202 with the new session's creation to sign, then the retry
 * stamped by that session's own key (same body) 201 with the new session. Refreshing a session that
 * expired or was revoked is 401 (details.failure SESSION_ENDED), as the contract's refresh has it; one
 * never issued is 404.
 */
@ApplicationScoped
@Path("/auth/sessions")
@Produces(MediaType.APPLICATION_JSON)
public class SessionResource {

    @Inject
    WalletSessions sessions;

    @GET
    public JsonObject list(@QueryParam("accountId") String accountId) {
        WalletRequests.requireAccountId(accountId);
        JsonArrayBuilder data = JsonP.createArrayBuilder();
        sessions.sessions(accountId).forEach(s -> data.add(toJson(s)));
        return JsonP.createObjectBuilder().add("data", data).build();
    }

    @DELETE
    @Path("{id}")
    @Consumes(MediaType.WILDCARD)
    public Response revoke(@PathParam("id") String id, @HeaderParam("Platform-Wallet-Signature") String signature,
                           @HeaderParam("Grid-Wallet-Signature") String gridSignature, @HeaderParam("Request-Id") String requestId,
                           byte[] body) {
        WalletRequests.Signed signed = WalletRequests.Signed.of(signature, gridSignature, requestId);
        if (signed.firstCall()) {
            return accepted(sessions.revokeChallenge(id, body));
        }
        WalletRequests.Signed retry = signed.retry();
        sessions.revoke(id, retry.requestId(), retry.stamp(), body);
        return Response.noContent().build();
    }

    @POST
    @Path("{id}/refresh")
    @Consumes(MediaType.APPLICATION_JSON)
    public Response refresh(@PathParam("id") String id, @HeaderParam("Platform-Wallet-Signature") String signature,
                            @HeaderParam("Grid-Wallet-Signature") String gridSignature, @HeaderParam("Request-Id") String requestId,
                            byte[] body) {
        ClientPublicKey client = WalletRequests.clientPublicKey(WalletRequests.json(body));
        WalletRequests.Signed signed = WalletRequests.Signed.of(signature, gridSignature, requestId);
        if (signed.firstCall()) {
            return accepted(sessions.refreshChallenge(id, client, body));
        }
        WalletRequests.Signed retry = signed.retry();
        return Response.status(201).type(MediaType.APPLICATION_JSON_TYPE)
                .entity(toJson(sessions.refresh(id, retry.requestId(), retry.stamp(), client, body))).build();
    }

    /** A 202 AuthSignedRequestChallenge, with the request id also as a Request-Id header. */
    public static Response accepted(net.ccpay.auth.wallet.sessions.application.SignedRequests.Pending p) {
        JsonObject body = JsonP.createObjectBuilder()
                .add("type", p.type())
                .add("payloadToSign", p.payloadToSign())
                .add("requestId", p.requestId())
                .add("expiresAt", p.expiresAt().toString())
                .build();
        return Response.status(202).type(MediaType.APPLICATION_JSON_TYPE).header("Request-Id", p.requestId()).entity(body).build();
    }

    /** A session just issued: with its sealed signing key in the legacy model. */
    public static JsonObject toJson(WalletSessions.Issued issued) {
        if (issued.encryptedSessionSigningKey() == null) {
            return toJson(issued.session());
        }
        return JsonP.createObjectBuilder(toJson(issued.session()))
                .add("encryptedSessionSigningKey", issued.encryptedSessionSigningKey()).build();
    }

    public static JsonObject toJson(Session s) {
        return JsonP.createObjectBuilder()
                .add("id", s.id())
                .add("accountId", s.accountId())
                .add("type", s.type())
                .add("nickname", s.nickname())
                .add("createdAt", s.createdAt().toString())
                .add("updatedAt", s.updatedAt().toString())
                .add("expiresAt", s.expiresAt().toString())
                .build();
    }
}
