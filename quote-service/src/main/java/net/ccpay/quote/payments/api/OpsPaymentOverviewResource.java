package net.ccpay.quote.payments.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.money.CurrencyCodes;
import net.ccpay.common.time.OverviewPeriod;
import net.ccpay.quote.payments.domain.PaymentReport;

import java.time.Instant;

/**
 * Ours, not the public contract's (hence {@code /ops}; VIEW at the gateway, like the transactions it counts): the
 * console's overview of payments over {@code period} (today, 7d, 30d). Read-only.
 */
@ApplicationScoped
@Path("/ops/overview/payments")
@Produces(MediaType.APPLICATION_JSON)
public class OpsPaymentOverviewResource {

    @Inject
    PaymentReport overview;

    @GET
    public JsonObject get(@QueryParam("period") String periodParam) {
        FieldErrors errors = new FieldErrors();
        OverviewPeriod period = OverviewPeriod.parse(periodParam, Instant.now(), errors);
        errors.throwIfAny();
        PaymentReport.Overview o = overview.of(period);
        JsonArrayBuilder buckets = JsonP.createArrayBuilder();
        o.buckets().forEach(b -> buckets.add(b.toString()));
        JsonArrayBuilder series = JsonP.createArrayBuilder();
        for (PaymentReport.Series s : o.series()) {
            JsonArrayBuilder counts = JsonP.createArrayBuilder();
            JsonArrayBuilder amounts = JsonP.createArrayBuilder();
            for (int i = 0; i < s.counts().length; i++) {
                counts.add(s.counts()[i]);
                amounts.add(s.amounts()[i]);
            }
            JsonObjectBuilder b = JsonP.createObjectBuilder().add("currency", s.currency());
            CurrencyCodes.find(s.currency()).ifPresent(c -> b.add("decimals", c.decimals()));
            series.add(b.add("outcome", s.outcome().name()).add("count", s.count()).add("amount", s.amount())
                    .add("counts", counts).add("amounts", amounts));
        }
        JsonArrayBuilder statuses = JsonP.createArrayBuilder();
        o.statuses().forEach((status, count) -> statuses.add(JsonP.createObjectBuilder().add("status", status.name()).add("count", count)));
        return JsonP.createObjectBuilder()
                .add("period", period.name())
                .add("from", period.from().toString())
                .add("to", period.to().toString())
                .add("bucketSeconds", period.bucketSeconds())
                .add("buckets", buckets)
                .add("series", series)
                .add("statuses", statuses)
                .build();
    }
}
