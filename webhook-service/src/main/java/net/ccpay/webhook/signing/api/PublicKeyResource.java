package net.ccpay.webhook.signing.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Response;
import net.ccpay.webhook.signing.application.SigningKeys;
import net.ccpay.webhook.signing.domain.SigningKey;

/** {@code GET /webhooks/public-key}: the PEM receivers verify {@code X-Platform-Signature} with (ours; no credentials needed). */
@ApplicationScoped
@Path("/webhooks/public-key")
public class PublicKeyResource {

    @Inject
    SigningKeys keys;

    @GET
    @Produces("text/plain; charset=utf-8")
    public Response get() {
        SigningKey k = keys.current();
        return Response.ok(k.publicKeyPem()).header("X-Signing-Key-Id", k.id()).build();
    }
}
