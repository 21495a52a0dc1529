package net.ccpay.auth.wallet.sessions.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.auth.wallet.sessions.application.WalletSessions;
import net.ccpay.common.json.JsonP;

/**
 * {@code GET /auth/sessions?accountId=} (a wallet's active sessions, never any key material) and
 * {@code DELETE /auth/sessions/{id}}: 202 with the revocation to sign, then the signed retry (stamped
 * by any active session key of the wallet, the session itself included) 204.
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

    public static JsonObject toJson(WalletSessions.Session s) {
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
