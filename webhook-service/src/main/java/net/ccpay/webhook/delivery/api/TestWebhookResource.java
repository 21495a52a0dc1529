package net.ccpay.webhook.delivery.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.webhook.delivery.application.TestWebhooks;


/**
 * {@code POST /webhooks/test} (brief). The contract's {@code POST /sandbox/webhooks/test} is
 * {@link SandboxTestWebhookResource}. (One class per full path: RESTEasy does not fall back to a
 * {@code @Path("/")} class once a longer root path such as {@code /webhooks/public-key} shares the
 * first segment.)
 */
@ApplicationScoped
@Path("/webhooks/test")
@Produces(MediaType.APPLICATION_JSON)
public class TestWebhookResource {

    @Inject
    TestWebhooks tests;

    @POST
    public JsonObject briefPath() {
        return TestWebhookMapper.toJson(tests.send(null));
    }
}
