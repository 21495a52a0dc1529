package net.ccpay.customer.customers.api;

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
import net.ccpay.customer.customers.domain.OnboardingReport;

/**
 * Ours, not the public contract's (hence {@code /ops}; VIEW at the gateway, like the customers it counts): the
 * console's overview of onboarding. Read-only.
 */
@ApplicationScoped
@Path("/ops/overview/onboarding")
@Produces(MediaType.APPLICATION_JSON)
public class OpsOnboardingOverviewResource {

    /** How many of the customers waiting on the platform are listed (oldest first). */
    static final int WAITING_SHOWN = 20;

    @Inject
    OnboardingReport overview;

    @GET
    public JsonObject get() {
        OnboardingReport.Overview o = overview.now(WAITING_SHOWN);
        JsonArrayBuilder statuses = JsonP.createArrayBuilder();
        o.statuses().forEach(s -> statuses.add(JsonP.createObjectBuilder().add("customerType", s.customerType()).add("status", s.status())
                .add("count", s.count())));
        JsonArrayBuilder waiting = JsonP.createArrayBuilder();
        for (OnboardingReport.Waiting w : o.waiting()) {
            JsonObjectBuilder b = JsonP.createObjectBuilder().add("id", w.id()).add("platformCustomerId", w.platformCustomerId())
                    .add("customerType", w.customerType()).add("status", w.status()).add("createdAt", w.createdAt().toString());
            if (w.name() != null) {
                b.add("name", w.name());
            }
            if (w.email() != null) {
                b.add("email", w.email());
            }
            waiting.add(b);
        }
        return JsonP.createObjectBuilder().add("statuses", statuses).add("waitingCount", o.waitingCount()).add("waiting", waiting).build();
    }
}
