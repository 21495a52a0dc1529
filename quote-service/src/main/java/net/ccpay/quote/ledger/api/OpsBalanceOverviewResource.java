package net.ccpay.quote.ledger.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.quote.ledger.domain.BalanceReport;

/**
 * Ours, not the public contract's (hence {@code /ops}; VIEW at the gateway, like the accounts it sums): the console's
 * overview of balances, the customers' total per currency and the platform's own accounts. Read-only.
 */
@ApplicationScoped
@Path("/ops/overview/balances")
@Produces(MediaType.APPLICATION_JSON)
public class OpsBalanceOverviewResource {

    @Inject
    BalanceReport overview;

    @GET
    public JsonObject get() {
        BalanceReport.Overview o = overview.now();
        JsonArrayBuilder customers = JsonP.createArrayBuilder();
        for (BalanceReport.CurrencyTotal t : o.customers()) {
            customers.add(withDecimals(JsonP.createObjectBuilder().add("currency", t.currency()), t.currency()).add("total", t.customers()));
        }
        JsonArrayBuilder platform = JsonP.createArrayBuilder();
        for (BalanceReport.PlatformAccount a : o.platformAccounts()) {
            platform.add(withDecimals(JsonP.createObjectBuilder().add("id", a.id()).add("currency", a.currency()), a.currency())
                    .add("balance", a.balance()));
        }
        return JsonP.createObjectBuilder().add("customers", customers).add("platformAccounts", platform).build();
    }

    private static JsonObjectBuilder withDecimals(JsonObjectBuilder b, String currency) {
        CurrencyCodes.find(currency).ifPresent(c -> b.add("decimals", c.decimals()));
        return b;
    }
}
