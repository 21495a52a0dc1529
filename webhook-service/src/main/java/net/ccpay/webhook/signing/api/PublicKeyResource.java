package net.ccpay.webhook.signing.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import net.ccpay.webhook.signing.application.SigningKeys;
import net.ccpay.webhook.signing.domain.SigningKey;

/**
 * {@code GET /webhooks/public-key}: the PEM receivers verify {@code X-Platform-Signature} with (ours; no
 * credentials needed). It is text whatever the request's {@code Accept} names: clients such as the official
 * TypeScript SDK send {@code Accept: application/json} on every call, and a PEM block has no JSON form, so
 * refusing them with 406 would only make them add a header to get the same text.
 */
@ApplicationScoped
@Path("/webhooks/public-key")
public class PublicKeyResource {

    /** The answer's type: a PEM block is plain text. */
    static final MediaType PEM = MediaType.valueOf("text/plain; charset=utf-8");

    @Inject
    SigningKeys keys;

    /** No {@code @Produces}: the PEM is served as {@link #PEM} whatever the client's Accept says (see the class comment). */
    @GET
    public Response get() {
        SigningKey k = keys.current();
        return Response.ok(k.publicKeyPem(), PEM).header("X-Signing-Key-Id", k.id()).build();
    }
}
