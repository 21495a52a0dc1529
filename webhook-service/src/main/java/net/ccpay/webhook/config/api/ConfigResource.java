package net.ccpay.webhook.config.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.common.error.ApiException;
import net.ccpay.webhook.config.application.PlatformConfigService;
import net.ccpay.webhook.config.application.PlatformConfigDocument;
import net.ccpay.common.error.FieldErrors;
import net.ccpay.common.validation.RequestRecords;

/** {@code GET /config} and {@code PATCH /config}: the contract's PlatformConfig. */
@ApplicationScoped
@Path("/config")
@Produces(MediaType.APPLICATION_JSON)
public class ConfigResource {

    @Inject
    PlatformConfigService service;

    @GET
    public JsonObject get() {
        return PlatformConfigDocument.toJson(service.get());
    }

    @PATCH
    @Consumes(MediaType.APPLICATION_JSON)
    public JsonObject update(JsonValue body) {
        if (!(body instanceof JsonObject o)) {
            throw ApiException.invalidInput("The body must be a JSON object with the fields to change");
        }
        FieldErrors errors = new FieldErrors();
        JsonObject valid = RequestRecords.validJson(RequestRecords.read(o, ConfigUpdateRequest.class, errors), errors);
        return PlatformConfigDocument.toJson(service.update(valid, o.get("webhookEndpoint") == JsonValue.NULL,
                o.get("umaDomain") == JsonValue.NULL, errors));
    }
}
