package net.ccpay.quote.cards.infrastructure;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** auth-service's internal delegated-key check, as a MicroProfile Rest Client interface. */
@Path("/internal/delegated-keys/active")
public interface AuthServiceDelegatedKeysApi {

    /** 200 {@code {"active": true|false}}. */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    Response active(@QueryParam("cardId") String cardId, @QueryParam("accountId") String accountId);
}
