package net.ccpay.auth.wallet.delegated.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.auth.wallet.delegated.application.DelegatedKeyBook;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.web.RequestContext;

/**
 * Internal: quote-service asks here, at each card authorization, whether an Embedded Wallet funding
 * source may be pulled from. {@code GET /internal/delegated-keys/active?cardId=&accountId=} →
 * {@code {"active": bool}}. Not a path of the public contract; only platform components are answered.
 */
@ApplicationScoped
@Path("/internal/delegated-keys/active")
public class InternalDelegatedKeyResource {

    @Inject
    DelegatedKeyBook book;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject active(@QueryParam("cardId") String cardId, @QueryParam("accountId") String accountId) {
        Caller caller = RequestContext.caller();
        if (caller == null || !Caller.SERVICE.equals(caller.type())) {
            throw new ApiException(401, ErrorCode.UNAUTHORIZED, "Only platform components may check delegated keys");
        }
        if (cardId == null || accountId == null) {
            throw ApiException.invalidInput("cardId and accountId are required");
        }
        return JsonP.createObjectBuilder().add("active", book.activeFor(cardId, accountId)).build();
    }
}
