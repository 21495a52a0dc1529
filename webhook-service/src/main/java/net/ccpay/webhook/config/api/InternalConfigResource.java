package net.ccpay.webhook.config.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import net.ccpay.webhook.config.application.PlatformConfigService;
import net.ccpay.webhook.config.application.PlatformConfigDocument;

/**
 * {@code GET /internal/platform-config}: the current config, exactly as PLATFORM_CONFIG.UPDATED carries
 * it, for a service that has not heard that event yet (quote-service on an empty database). Not routed by
 * the gateway; like every path of a service it needs the internal credential.
 */
@ApplicationScoped
@Path("/internal/platform-config")
@Produces(MediaType.APPLICATION_JSON)
public class InternalConfigResource {

    @Inject
    PlatformConfigService service;

    @GET
    public JsonObject get() {
        return PlatformConfigDocument.toJson(service.get());
    }
}
