package net.ccpay.quote.receiver.api;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.ids.Ids;
import net.ccpay.quote.accounts.domain.ExternalAccountRepository;

/**
 * {@code GET /receiver/external-account/{accountId}}: the brief's lookup. This version checks the
 * parameters and the account; pricing the currencies (the rest of the operation) answers 501
 * until exchange rates and internal accounts exist.
 */
@Path("/receiver/external-account/{accountId}")
public class ReceiverLookupResource {

    @Inject
    ExternalAccountRepository accounts;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Object lookup(@PathParam("accountId") String accountId,
                         @QueryParam("customerId") String customerId,
                         @QueryParam("senderUmaAddress") String senderUmaAddress,
                         @QueryParam("sendingCurrency") String sendingCurrency) {
        FieldErrors errors = new FieldErrors();
        if (isBlank(customerId) && isBlank(senderUmaAddress)) {
            errors.add("customerId", "Give customerId or senderUmaAddress to say who sends");
        }
        if (!isBlank(customerId) && !Ids.hasType("Customer", customerId)) {
            errors.add("customerId", FieldError.Constraint.pattern("^Customer:[0-9a-f-]{36}$"), "Not a customer id (Customer:<uuid>)");
        }
        if (!isBlank(sendingCurrency) && !sendingCurrency.matches("[A-Z0-9]{3,5}")) {
            errors.add("sendingCurrency", FieldError.Constraint.pattern("^[A-Z0-9]{3,5}$"), "Not a currency code");
        }
        errors.throwIfAny();
        if (!Ids.hasType("ExternalAccount", accountId) || accounts.findActive(accountId).isEmpty()) {
            throw ApiException.notFound(ErrorCode.REFERENCE_NOT_FOUND, "External account " + accountId + " not found");
        }
        throw ApiException.notImplemented("Pricing an external-account lookup");
    }

    private static boolean isBlank(String s) {
        return s == null || s.isBlank();
    }
}
