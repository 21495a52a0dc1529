package net.ccpay.quote.receiver.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.quote.receiver.application.ReceiverLookups;

/**
 * The receiver lookups: an external account ({@code lookupExternalAccount}) and a UMA address ({@code lookupUma}).
 * Application-scoped like every resource in the services: they hold only injected beans, so one
 * instance serves every request instead of a CDI construction and injection per request.
 */
@ApplicationScoped
@Path("/receiver")
@Produces(MediaType.APPLICATION_JSON)
public class ReceiverLookupResource {

    @Inject
    ReceiverLookups lookups;

    @GET
    @Path("external-account/{accountId}")
    public String externalAccount(@PathParam("accountId") String accountId,
                                  @QueryParam("customerId") String customerId,
                                  @QueryParam("senderUmaAddress") String senderUmaAddress,
                                  @QueryParam("sendingCurrency") String sendingCurrency) {
        return LookupAnswerJson.document(
                lookups.lookupExternalAccount(accountId, blankToNull(customerId), blankToNull(senderUmaAddress), blankToNull(sendingCurrency)));
    }

    @GET
    @Path("uma/{receiverUmaAddress}")
    public String uma(@PathParam("receiverUmaAddress") String receiverUmaAddress,
                      @QueryParam("customerId") String customerId,
                      @QueryParam("senderUmaAddress") String senderUmaAddress,
                      @QueryParam("sendingCurrency") String sendingCurrency) {
        return LookupAnswerJson.document(
                lookups.lookupUma(receiverUmaAddress, blankToNull(customerId), blankToNull(senderUmaAddress), blankToNull(sendingCurrency)));
    }

    /** A query parameter given blank is one not given. */
    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
