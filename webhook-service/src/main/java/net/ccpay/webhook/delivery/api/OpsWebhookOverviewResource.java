package net.ccpay.webhook.delivery.api;

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
import net.ccpay.common.paging.Counts;
import net.ccpay.common.time.OverviewPeriod;
import net.ccpay.webhook.delivery.domain.DeliveryReport;

import java.time.Instant;

/**
 * Ours, not the public contract's (hence {@code /ops}; OPERATOR at the gateway, like the webhook list): the console's
 * overview of webhook delivery over {@code period} (today, 7d, 30d). Read-only.
 */
@ApplicationScoped
@Path("/ops/overview/webhooks")
@Produces(MediaType.APPLICATION_JSON)
public class OpsWebhookOverviewResource {

    @Inject
    DeliveryReport overview;

    @GET
    public JsonObject get(@QueryParam("period") String periodParam) {
        FieldErrors errors = new FieldErrors();
        OverviewPeriod period = OverviewPeriod.parse(periodParam, Instant.now(), errors);
        errors.throwIfAny();
        DeliveryReport.Overview o = overview.of(period);
        JsonArrayBuilder buckets = JsonP.createArrayBuilder();
        o.buckets().forEach(b -> buckets.add(b.toString()));
        JsonArrayBuilder delivered = JsonP.createArrayBuilder();
        JsonArrayBuilder failing = JsonP.createArrayBuilder();
        long deliveredCount = 0;
        long failingCount = 0;
        for (int i = 0; i < o.delivered().length; i++) {
            delivered.add(o.delivered()[i]);
            failing.add(o.failing()[i]);
            deliveredCount += o.delivered()[i];
            failingCount += o.failing()[i];
        }
        JsonArrayBuilder undelivered = JsonP.createArrayBuilder();
        o.undelivered().forEach((state, count) -> undelivered.add(count == Counts.OVER_LIMIT
                // more than the count reads: the limit, marked as a floor ("10,000+" in the console)
                ? JsonP.createObjectBuilder().add("state", state.name()).add("count", Counts.LIMIT).add("overLimit", true)
                : JsonP.createObjectBuilder().add("state", state.name()).add("count", count)));
        JsonObjectBuilder out = JsonP.createObjectBuilder()
                .add("period", period.name())
                .add("from", period.from().toString())
                .add("to", period.to().toString())
                .add("bucketSeconds", period.bucketSeconds())
                .add("buckets", buckets)
                .add("delivered", delivered)
                .add("failing", failing)
                .add("deliveredCount", deliveredCount)
                .add("failingCount", failingCount)
                .add("undelivered", undelivered);
        o.latency().ifPresent(l -> out.add("latencyMillis", JsonP.createObjectBuilder().add("p50", l.p50()).add("p95", l.p95())));
        o.oldest().ifPresent(w -> {
            JsonObjectBuilder b = JsonP.createObjectBuilder().add("id", w.id()).add("type", w.type()).add("status", w.state().name())
                    .add("createdAt", w.createdAt().toString()).add("attempts", w.attempts());
            if (w.lastError() != null) {
                b.add("lastError", w.lastError());
            }
            out.add("oldestUndelivered", b);
        });
        return out.build();
    }
}
