package net.ccpay.quote.accounts.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.web.QueryParams;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.Page;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.quote.accounts.application.AccountProvisioning;
import net.ccpay.quote.accounts.application.InternalAccounts;

import java.util.List;

/** Listing internal accounts: customers' (paged) and the platform's own. */
@ApplicationScoped
@Path("/customers/internal-accounts")
@Produces(MediaType.APPLICATION_JSON)
public class InternalAccountResource {

    static final List<String> TYPES = List.of("INTERNAL_FIAT", "INTERNAL_CRYPTO", "EMBEDDED_WALLET");

    @Inject
    InternalAccounts accounts;

    @Inject
    AccountProvisioning provisioning;

    @GET
    public JsonObject listCustomers(@QueryParam("customerId") String customerId, @QueryParam("currency") String currency,
                                    @QueryParam("type") String type, @QueryParam("limit") String limit,
                                    @QueryParam("cursor") String cursor) {
        PageRequest request = check(customerId, currency, type, limit, cursor);
        if (customerId != null) {
            provisioning.ensureProvisioned(customerId);
        }
        InternalAccounts.AccountPage page = accounts.listCustomerAccounts(customerId, currency, type, request.limit(), request.after());
        return Page.of(page.rows(), page.limit(), page.totalCount(), v -> new Cursor(v.account().createdAt(), v.account().id()))
                .toJson(InternalAccountMapper::toJson);
    }

    /** Checks the filters and the page parameters, every invalid one at once. */
    static PageRequest check(String customerId, String currency, String type, String limit, String cursor) {
        FieldErrors errors = new FieldErrors();
        PageRequest page = PageRequest.parse(limit, cursor, errors);
        QueryParams.currency("currency", currency, errors);
        QueryParams.id("customerId", customerId, "Customer", errors);
        if (type != null && !TYPES.contains(type)) {
            errors.add("type", FieldError.Constraint.oneOf(TYPES), "must be one of " + String.join(", ", TYPES));
        }
        errors.throwIfAny();
        return page;
    }
}
