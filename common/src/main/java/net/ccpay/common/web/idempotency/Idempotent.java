package net.ccpay.common.web.idempotency;

import jakarta.enterprise.util.Nonbinding;
import jakarta.interceptor.InterceptorBinding;
import jakarta.transaction.Transactional;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes a JAX-RS resource method honour the {@code Idempotency-Key} header. Put it on the method;
 * nothing else is needed:
 *
 * <pre>
 * &#64;POST &#64;Idempotent
 * public Response create(String body) { ... }
 * </pre>
 *
 * <p>What a client gets: a key is 1 to 255 visible ASCII characters (otherwise 400), scoped to the
 * caller's API token and compared byte for byte. The first complete answer (status, content type,
 * body bytes) is stored with a SHA-256 fingerprint of the request (method, path, query, body bytes)
 * and replayed exactly, with {@code Idempotent-Replayed: true}, for the same key and request. The same
 * key with another request is 409 {@code CONFLICT} ({@code details.reason = IDEMPOTENCY_KEY_REUSED}).
 * Requests without the header run as usual, unless the operation says the key is {@link #required()}
 * (then a missing header is 400 {@code INVALID_INPUT} naming {@code Idempotency-Key}). An error answer is not stored: it rolls back with
 * everything else, so a retry with the same key runs again. A key is kept for
 * {@code platform.idempotency.retention-hours} (24 h by default, as Stripe does; at least 1 h): after that
 * the same key is a new request, whatever it was used for before ({@link IdempotencyStore}).
 *
 * <p>How: the annotation also opens a JTA transaction ({@link Transactional}, REQUIRED), and inside
 * it {@link IdempotencyInterceptor} first inserts the key row, then runs the method, then stores the
 * answer in the same row, so the key and the effect commit or roll back together. A concurrent request
 * with the same key waits on the key row until the first commits, then replays its answer; if it
 * waits longer than {@code platform.idempotency.lock-wait-seconds} it gets 409 {@code CONFLICT}
 * ({@code IDEMPOTENCY_KEY_IN_PROGRESS}, {@code X-Should-Retry: true}). The method's own
 * {@code @Transactional} services join this transaction, so a method must not commit work in a
 * {@code REQUIRES_NEW} transaction of its own and expect it to roll back with the key.
 */
@Transactional
@InterceptorBinding
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.TYPE})
public @interface Idempotent {

    /**
     * Whether the operation refuses a request without the header (the contract makes the key mandatory
     * on some operations and optional on most). Not part of the binding: one interceptor serves both.
     */
    @Nonbinding
    boolean required() default false;
}
