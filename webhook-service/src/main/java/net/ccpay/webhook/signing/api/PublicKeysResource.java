package net.ccpay.webhook.signing.api;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import net.ccpay.webhook.signing.application.SigningKeys;
import net.ccpay.webhook.signing.domain.PublishedKey;

import java.util.List;
import java.util.stream.Collectors;

/**
 * {@code GET /webhooks/public-keys} (ours; no credentials needed): every public key a webhook may
 * currently be signed with, as consecutive PEM blocks, the active key first, then keys retired by a
 * rotation less than the grace period ago. A receiver that loads this bundle and accepts a signature
 * that verifies with any of its keys keeps working across a rotation. {@code GET /webhooks/public-key}
 * stays one PEM block, the active key, because receivers written against it read the whole body as one key.
 */
@ApplicationScoped
@Path("/webhooks/public-keys")
public class PublicKeysResource {

    @Inject
    SigningKeys keys;

    /** Served as {@link PublicKeyResource#PEM} whatever the client's Accept says, like the single key. */
    @GET
    public Response get() {
        List<PublishedKey> all = keys.published();
        String bundle = all.stream().map(PublishedKey::publicKeyPem).collect(Collectors.joining());
        return Response.ok(bundle, PublicKeyResource.PEM).build();
    }
}
