package net.ccpay.quote.accounts.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.web.RequestContext;
import net.ccpay.quote.accounts.application.InternalAccounts;
import net.ccpay.quote.accounts.domain.InternalAccountNotFound;

/**
 * {@code GET /internal/internal-accounts/{id}}: read-your-writes for the other services. auth-service
 * asks here for an embedded wallet its event-fed read model does not know yet (the account's event may
 * still be in flight), so that a wallet's credentials answer the same from the moment the wallet is
 * visible. 200 with the account as its events carry it; 404 for an unknown account. Not a path of the
 * public contract; only platform components are answered.
 */
@ApplicationScoped
@Path("/internal/internal-accounts")
public class InternalAccountLookupResource {

    @Inject
    InternalAccounts accounts;

    @GET
    @Path("{id}")
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject get(@PathParam("id") String id) {
        Caller caller = RequestContext.caller();
        if (caller == null || !Caller.SERVICE.equals(caller.type())) {
            throw new ApiException(401, ErrorCode.UNAUTHORIZED, "Only platform components may read accounts by id here");
        }
        return InternalAccountMapper.toJson(accounts.get(id).orElseThrow(() -> new InternalAccountNotFound(id)));
    }
}
