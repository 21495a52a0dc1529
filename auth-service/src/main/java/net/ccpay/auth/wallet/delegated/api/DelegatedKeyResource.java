package net.ccpay.auth.wallet.delegated.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
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
import net.ccpay.auth.wallet.delegated.application.DelegatedKeyBook;
import net.ccpay.auth.wallet.delegated.application.DelegatedKeys;
import net.ccpay.auth.wallet.delegated.domain.DelegatedKey;
import net.ccpay.auth.wallet.delegated.domain.DelegatedKeyId;
import net.ccpay.auth.wallet.delegated.domain.DelegatedKeyNotFound;
import net.ccpay.auth.wallet.sessions.api.WalletRequests;
import net.ccpay.auth.wallet.sessions.application.SignedRequests;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.Ids;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.common.validation.RequestRecords;

/**
 * {@code /auth/delegated-keys}: create (three legs: 202 with the signer's creation to sign; the signed
 * retry 202 with the policy to sign, the key now PENDING; the second signed retry 201 with the ACTIVE
 * key; the same body on every leg), list (paged; by account, funding source, both, or every key of the
 * platform), get, and revoke (204; 400 unless ACTIVE).
 */
@ApplicationScoped
@Path("/auth/delegated-keys")
@Produces(MediaType.APPLICATION_JSON)
public class DelegatedKeyResource {

    /** The body of {@code POST /auth/delegated-keys}, the same on every leg. */
    record CreateRequest(
            @NotNull(message = "is required")
            @Pattern(regexp = "^Card:[0-9a-fA-F-]{36}$", message = "must be a card id (Card:<uuid>)") String cardId,
            @NotNull(message = "is required")
            @Pattern(regexp = "^InternalAccount:[0-9a-fA-F-]{36}$", message = "must be an internal account id (InternalAccount:<uuid>)")
            String internalAccountId,
            @NotNull(message = "is required") @Size(min = 1, max = 256, message = "must be {min} to {max} characters long") String nickname) {}

    @Inject
    DelegatedKeys keys;

    @Inject
    DelegatedKeyBook book;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Response create(@HeaderParam("Grid-Wallet-Signature") String gridSignature,
                           @HeaderParam("Platform-Wallet-Signature") String signature,
                           @HeaderParam("Request-Id") String requestId, byte[] body) {
        CreateRequest o = RequestRecords.read(WalletRequests.json(body), CreateRequest.class);
        WalletRequests.Signed signed = WalletRequests.Signed.of(signature, gridSignature, requestId);
        if (signed.firstCall()) {
            return accepted(keys.initiate(o.cardId(), o.internalAccountId(), o.nickname(), body));
        }
        WalletRequests.Signed retry = signed.retry();
        DelegatedKeyBook.Step step = keys.advance(retry.requestId(), retry.stamp(), body);
        if (step.challenge() != null) {
            return accepted(step.challenge());
        }
        return Response.status(201).type(MediaType.APPLICATION_JSON_TYPE).entity(toJson(step.key())).build();
    }

    @GET
    public JsonObject list(@QueryParam("accountId") String accountId, @QueryParam("fundingSourceId") String fundingSourceId,
                           @QueryParam("limit") String limit, @QueryParam("cursor") String cursor) {
        FieldErrors errors = new FieldErrors();
        if (accountId != null && !Ids.hasType("InternalAccount", accountId)) {
            errors.add("accountId", FieldError.Constraint.pattern("^InternalAccount:[0-9a-f-]{36}$"), "is not an internal account id");
        }
        if (fundingSourceId != null && !Ids.hasType("CardFundingSource", fundingSourceId)) {
            errors.add("fundingSourceId", FieldError.Constraint.pattern("^CardFundingSource:[0-9a-f-]{36}$"), "is not a card funding source id");
        }
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        errors.throwIfAny();
        return book.list(accountId, fundingSourceId, page).toJson(DelegatedKeyResource::toJson);
    }

    @GET
    @Path("{id}")
    public JsonObject get(@PathParam("id") String id) {
        return toJson(book.get(keyId(id)));
    }

    @DELETE
    @Path("{id}")
    @Consumes(MediaType.WILDCARD)
    public Response revoke(@PathParam("id") String id) {
        book.revoke(keyId(id));
        return Response.noContent().build();
    }

    /** The path's key id; text that cannot be one is an unknown key (404 DELEGATED_KEY_NOT_FOUND). */
    private static DelegatedKeyId keyId(String id) {
        return DelegatedKeyId.parse(id).orElseThrow(() -> new DelegatedKeyNotFound(id));
    }

    /** A 202 DelegatedKeySignedRequestChallenge, with the request id also as a Request-Id header. */
    private static Response accepted(SignedRequests.Pending p) {
        JsonObject body = JsonP.createObjectBuilder()
                .add("payloadToSign", p.payloadToSign())
                .add("requestId", p.requestId())
                .add("expiresAt", p.expiresAt().toString())
                .build();
        return Response.status(202).type(MediaType.APPLICATION_JSON_TYPE).header("Request-Id", p.requestId()).entity(body).build();
    }

    static JsonObject toJson(DelegatedKey k) {
        return JsonP.createObjectBuilder()
                .add("id", k.id())
                .add("cardId", k.cardId())
                .add("fundingSourceId", k.fundingSourceId())
                .add("accountId", k.accountId())
                .add("publicKey", k.publicKey())
                .add("nickname", k.nickname())
                .add("status", k.status().name())
                .add("createdAt", k.createdAt().toString())
                .add("updatedAt", k.updatedAt().toString())
                .build();
    }
}
