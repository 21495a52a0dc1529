package net.ccpay.webhook.delivery.api;

import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.FieldError;
import net.ccpay.webhook.delivery.domain.Webhook;

import java.io.StringReader;
import java.util.List;

/**
 * Ours, not the public contract's (hence {@code /ops}): operators list the webhooks the platform
 * made, newest first, with the exact body that is signed and sent.
 */
@Path("/ops/webhooks")
public class OpsWebhookResource {

    @PersistenceContext
    EntityManager em;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public JsonObject list(@QueryParam("limit") @DefaultValue("20") int limit, @QueryParam("type") String type) {
        if (limit < 1 || limit > 100) {
            throw ApiException.invalidFields(List.of(new FieldError("limit", FieldError.Constraint.length(1, 100), "limit must be 1..100")));
        }
        List<Webhook> rows = em.createQuery(
                        "SELECT w FROM Webhook w WHERE (:type IS NULL OR w.type = :type) ORDER BY w.createdAt DESC, w.id DESC", Webhook.class)
                .setParameter("type", type)
                .setMaxResults(limit)
                .getResultList();
        JsonArrayBuilder data = Json.createArrayBuilder();
        for (Webhook w : rows) {
            data.add(Json.createObjectBuilder()
                    .add("id", w.id())
                    .add("eventId", w.eventId())
                    .add("type", w.type())
                    .add("status", w.status())
                    .add("createdAt", w.createdAt().toString())
                    .add("body", Json.createReader(new StringReader(w.body())).readObject()));
        }
        return Json.createObjectBuilder().add("data", data).build();
    }
}
