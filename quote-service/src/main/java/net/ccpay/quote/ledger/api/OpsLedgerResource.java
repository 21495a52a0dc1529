package net.ccpay.quote.ledger.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.quote.ledger.application.LedgerEntries;

/**
 * Ours, not the public contract's (hence {@code /ops}, OPERATOR permission at the gateway): the ledger entries
 * behind an internal account's balance, newest first, paged like the contract's lists. Read-only.
 */
@ApplicationScoped
@Path("/ops/internal-accounts/{accountId}/ledger-entries")
@Produces(MediaType.APPLICATION_JSON)
public class OpsLedgerResource {

    @Inject
    LedgerEntries entries;

    @GET
    public JsonObject list(@PathParam("accountId") String accountId, @QueryParam("limit") String limit, @QueryParam("cursor") String cursor) {
        PageRequest page = PageRequest.of(limit, cursor);
        return entries.of(accountId, page).toJson(e -> {
            JsonArrayBuilder legs = JsonP.createArrayBuilder();
            e.counterparts().forEach(l -> legs.add(JsonP.createObjectBuilder().add("accountId", l.accountId()).add("amount", l.amount())));
            var b = JsonP.createObjectBuilder()
                    .add("id", Long.toString(e.id()))
                    .add("journalId", e.journalId())
                    .add("currency", e.currency())
                    .add("amount", e.amount())
                    .add("createdAt", e.createdAt().toString())
                    .add("counterparts", legs);
            if (e.description() != null) {
                b.add("description", e.description());
            }
            return b.build();
        });
    }
}
