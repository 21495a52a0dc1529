package net.ccpay.quote.receiver.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.error.InvalidFields;
import net.ccpay.common.ids.CustomerId;
import net.ccpay.quote.external.domain.ExternalAccountId;
import net.ccpay.quote.external.domain.ExternalAccountNotFound;
import net.ccpay.quote.receiver.application.ReceiverLookups;
import net.ccpay.quote.receiver.domain.InvalidUmaAddress;

import java.util.Optional;

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
        String sender = blankToNull(senderUmaAddress);
        String currency = blankToNull(sendingCurrency);
        CustomerId customer = sender(blankToNull(customerId), sender, currency);
        if (customer == null && sender == null) {
            throw InvalidFields.of("customerId", "give customerId or senderUmaAddress to say who sends");
        }
        ExternalAccountId account = ExternalAccountId.parse(accountId).orElseThrow(() -> new ExternalAccountNotFound(accountId));
        return LookupAnswerJson.document(lookups.lookupExternalAccount(account, customer, sender, currency));
    }

    @GET
    @Path("uma/{receiverUmaAddress}")
    public String uma(@PathParam("receiverUmaAddress") String receiverUmaAddress,
                      @QueryParam("customerId") String customerId,
                      @QueryParam("senderUmaAddress") String senderUmaAddress,
                      @QueryParam("sendingCurrency") String sendingCurrency) {
        if (receiverUmaAddress == null || !ReceiverLookups.UMA.matcher(receiverUmaAddress).matches()) {
            throw new InvalidUmaAddress(receiverUmaAddress);
        }
        String sender = blankToNull(senderUmaAddress);
        String currency = blankToNull(sendingCurrency);
        return LookupAnswerJson.document(lookups.lookupUma(receiverUmaAddress, sender(blankToNull(customerId), sender, currency), sender, currency));
    }

    /** The sender's parameters, each invalid one reported at once; the customer's id read (null when none was given). */
    private static CustomerId sender(String customerId, String senderUma, String sendingCurrency) {
        FieldErrors errors = new FieldErrors();
        Optional<CustomerId> customer = customerId == null ? Optional.empty() : CustomerId.parse(customerId);
        if (customerId != null && customer.isEmpty()) {
            errors.add("customerId", FieldError.Constraint.pattern("^Customer:[0-9a-f-]{36}$"), "is not a customer id (Customer:<uuid>)");
        }
        if (senderUma != null && !ReceiverLookups.UMA.matcher(senderUma).matches()) {
            errors.add("senderUmaAddress", FieldError.Constraint.pattern(ReceiverLookups.UMA.pattern()), "is not a UMA address ($user@domain)");
        }
        if (sendingCurrency != null && !sendingCurrency.matches("[A-Z0-9]{3,5}")) {
            errors.add("sendingCurrency", FieldError.Constraint.pattern("^[A-Z0-9]{3,5}$"), "is not a currency code");
        }
        errors.throwIfAny();
        return customer.orElse(null);
    }

    /** A query parameter given blank is one not given. */
    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
