package net.ccpay.webhook.delivery.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.web.JsonBodies;
import net.ccpay.webhook.delivery.application.TestWebhooks;

import java.util.List;

/** {@code POST /sandbox/webhooks/test} (contract; optional body {@code {"url": ...}} to test another endpoint). */
@ApplicationScoped
@Path("/sandbox/webhooks/test")
@Produces(MediaType.APPLICATION_JSON)
public class SandboxTestWebhookResource {

    @Inject
    TestWebhooks tests;

    @POST
    public JsonObject sandboxPath(String body) {
        String url = null;
        if (body != null && !body.isBlank()) {
            JsonValue v = JsonBodies.value(body, "The body must be a JSON object such as {\"url\": \"https://example.com/webhooks\"}");
            if (!(v instanceof JsonObject o)) {
                throw ApiException.invalidInput("The body must be a JSON object such as {\"url\": \"https://example.com/webhooks\"}");
            }
            JsonValue u = o.get("url");
            if (u != null && u != JsonValue.NULL) {
                if (!(u instanceof JsonString s)) {
                    throw ApiException.invalidFields(List.of(new FieldError("url", FieldError.Constraint.format("uri"), "must be a URL string")));
                }
                url = s.getString();
            }
        }
        return TestWebhookMapper.toJson(tests.send(url));
    }
}
