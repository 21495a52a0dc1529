package net.ccpay.common.web.idempotency;

import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.ext.Provider;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.FieldError;
import net.ccpay.common.internal.Caller;
import net.ccpay.common.web.RequestContext;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;

/**
 * For {@link Idempotent} resource methods (found through {@link ResourceInfo}, so that this provider
 * carries no interceptor binding itself): validates the {@code Idempotency-Key}, fingerprints the request from
 * its raw bytes (the body is read once and put back for the method), and afterwards makes the
 * response carry exactly the bytes that were stored for replays.
 */
@Provider
@Priority(Priorities.USER)
public class IdempotencyFilter implements ContainerRequestFilter, ContainerResponseFilter {

    public static final String HEADER = "Idempotency-Key";
    static final int MAX_KEY_LENGTH = 255;

    @Context
    ResourceInfo resource;

    @Override
    public void filter(ContainerRequestContext req) throws IOException {
        IdempotencyContext.clear();
        Idempotent idempotent = idempotentOf(resource.getResourceMethod());
        if (idempotent == null) {
            return;
        }
        List<String> keys = req.getHeaders().get(HEADER);
        if (keys == null || keys.isEmpty()) {
            if (idempotent.required()) {
                throw ApiException.invalidFields(List.of(new FieldError(HEADER, FieldError.Constraint.length(1, MAX_KEY_LENGTH),
                        "is required on this operation: send a unique key (such as a UUID) and reuse it only to retry the same request")));
            }
            return;
        }
        String key = keys.get(0);
        if (keys.size() > 1 || !isValidKey(key)) {
            throw ApiException.invalidFields(List.of(new FieldError(HEADER, FieldError.Constraint.length(1, MAX_KEY_LENGTH),
                    "must be one header of 1 to " + MAX_KEY_LENGTH + " visible ASCII characters (such as a UUID)")));
        }
        byte[] body = req.hasEntity() ? req.getEntityStream().readAllBytes() : new byte[0];
        req.setEntityStream(new ByteArrayInputStream(body));
        Caller caller = RequestContext.caller();
        String scope = caller == null ? "" : caller.type() + ":" + caller.id();
        IdempotencyContext.begin(new IdempotentRequest(scope.getBytes(StandardCharsets.UTF_8), key.getBytes(StandardCharsets.US_ASCII),
                fingerprint(req.getMethod(), req.getUriInfo().getRequestUri().getRawPath(), req.getUriInfo().getRequestUri().getRawQuery(), body)));
    }

    @Override
    public void filter(ContainerRequestContext req, ContainerResponseContext res) {
        IdempotencyContext.Answered answered = IdempotencyContext.answeredOrNull();
        IdempotencyContext.clear();
        // Only the answer the method returned is replaced by its stored bytes; anything else (an error
        // raised after the method, such as a failed commit) goes out as it is.
        if (answered != null && res.getEntity() == answered.entity() && res.getStatus() == answered.answer().status()) {
            StoredAnswer a = answered.answer();
            if (a.body().length > 0) {
                res.setEntity(a.body(), res.getEntityAnnotations(), jakarta.ws.rs.core.MediaType.valueOf(a.contentType()));
            }
        }
    }

    static boolean isIdempotent(Method m) {
        return idempotentOf(m) != null;
    }

    /** The method's annotation, else its class's, else null. */
    static Idempotent idempotentOf(Method m) {
        if (m == null) {
            return null;
        }
        Idempotent own = m.getAnnotation(Idempotent.class);
        return own != null ? own : m.getDeclaringClass().getAnnotation(Idempotent.class);
    }

    /** 1 to 255 visible ASCII characters: what every client sends (UUIDs), and nothing that HTTP or a collation could fold. */
    static boolean isValidKey(String key) {
        if (key == null || key.isEmpty() || key.length() > MAX_KEY_LENGTH) {
            return false;
        }
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            if (c < 0x21 || c > 0x7e) {
                return false;
            }
        }
        return true;
    }

    /** SHA-256 over the method, raw path, raw query and body bytes, each length-prefixed so no two requests share an input. */
    static byte[] fingerprint(String method, String rawPath, String rawQuery, byte[] body) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (byte[] part : new byte[][] {bytes(method), bytes(rawPath), bytes(rawQuery), body}) {
                sha.update(new byte[] {(byte) (part.length >>> 24), (byte) (part.length >>> 16), (byte) (part.length >>> 8), (byte) part.length});
                sha.update(part);
            }
            return sha.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required by every Java platform", e);
        }
    }

    private static byte[] bytes(String s) {
        return s == null ? new byte[0] : s.getBytes(StandardCharsets.UTF_8);
    }
}
