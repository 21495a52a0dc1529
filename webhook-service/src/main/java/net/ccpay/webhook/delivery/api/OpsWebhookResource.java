package net.ccpay.webhook.delivery.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.json.JsonP;
import net.ccpay.common.paging.Cursor;
import net.ccpay.common.paging.PageRequest;
import net.ccpay.webhook.delivery.application.DeliveryLog;
import net.ccpay.webhook.delivery.application.DeliveryScheduler;
import net.ccpay.webhook.delivery.application.WebhookViews;
import net.ccpay.webhook.delivery.domain.DeliveryState;
import net.ccpay.webhook.signing.application.SigningKeys;
import net.ccpay.webhook.signing.domain.SigningKey;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;

/**
 * Ours, not the public contract's (hence {@code /ops}): operators list the webhooks the platform made,
 * newest first, with the exact body that is signed and sent and their delivery state; read one with
 * all its attempts; redeliver one; rotate the signing key.
 */
@ApplicationScoped
@Path("/ops/webhooks")
@Produces(MediaType.APPLICATION_JSON)
public class OpsWebhookResource {

    private static final List<String> STATES = Arrays.stream(DeliveryState.values()).map(Enum::name).toList();

    @Inject
    WebhookViews views;

    @Inject
    DeliveryLog log;

    @Inject
    DeliveryScheduler scheduler;

    @Inject
    SigningKeys keys;

    /**
     * Newest first; {@code cursor} is the {@code nextCursor} of the previous page (a malformed one is a
     * 400 naming {@code cursor}, as on every other list).
     */
    @GET
    public JsonObject list(@QueryParam("limit") String limitParam, @QueryParam("type") String type,
                           @QueryParam("status") String status, @QueryParam("cursor") String cursor) {
        FieldErrors errors = new FieldErrors();
        PageRequest page = PageRequest.parse(limitParam, cursor, errors);
        if (status != null && !STATES.contains(status)) {
            errors.add(new FieldError("status", FieldError.Constraint.oneOf(STATES), "must be one of " + STATES));
        }
        errors.throwIfAny();
        List<JsonObject> rows = views.list(page.limit() + 1, page.after(), type, status);
        boolean more = rows.size() > page.limit();
        List<JsonObject> shown = more ? rows.subList(0, page.limit()) : rows;
        JsonArrayBuilder data = JsonP.createArrayBuilder();
        shown.forEach(data::add);
        JsonObjectBuilder out = JsonP.createObjectBuilder().add("data", data).add("hasMore", more);
        if (more) {
            JsonObject last = shown.get(shown.size() - 1);
            out.add("nextCursor", new Cursor(Instant.parse(last.getString("createdAt")), last.getString("id")).encode());
        }
        return out.build();
    }

    @GET
    @Path("{webhookId}")
    public JsonObject get(@PathParam("webhookId") String id) {
        return views.get(id).orElseThrow(() -> notFound(id));
    }

    /** Makes the webhook due now (whatever its state), with a fresh retry schedule; 202, delivery follows. */
    @POST
    @Path("{webhookId}/redeliver")
    public Response redeliver(@PathParam("webhookId") String id) {
        if (!log.redeliver(id)) {
            throw notFound(id);
        }
        scheduler.trigger();
        return Response.status(202).entity(views.get(id).orElseThrow(() -> notFound(id))).build();
    }

    /**
     * Retires the active signing key and makes a new one active at once; receivers must load the new
     * public key from GET /webhooks/public-key. Only the public half is returned.
     */
    @POST
    @Path("signing-key/rotate")
    public JsonObject rotateSigningKey() {
        SigningKey k = keys.rotate();
        return JsonP.createObjectBuilder()
                .add("id", k.id())
                .add("publicKey", k.publicKeyPem())
                .add("createdAt", k.createdAt().toString())
                .build();
    }

    private static ApiException notFound(String id) {
        return ApiException.notFound(ErrorCode.REFERENCE_NOT_FOUND, "Webhook " + id + " not found");
    }
}
