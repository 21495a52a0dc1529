package net.ccpay.common.web.idempotency;

import jakarta.annotation.Priority;
import jakarta.annotation.Resource;
import jakarta.inject.Inject;
import jakarta.interceptor.AroundInvoke;
import jakarta.interceptor.Interceptor;
import jakarta.interceptor.InvocationContext;
import jakarta.json.JsonValue;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.transaction.Status;
import jakarta.transaction.TransactionSynchronizationRegistry;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Optional;

/**
 * Runs an {@link Idempotent} method at most once per key. Its priority puts it inside the
 * transaction that {@code @Transactional} (priority 200) opens, so the key row, the method's effect
 * and the stored answer commit or roll back together.
 */
@Idempotent
@Interceptor
@Priority(Interceptor.Priority.PLATFORM_BEFORE + 300)
public class IdempotencyInterceptor {

    @Inject
    IdempotencyStore store;

    @Resource(lookup = "java:comp/TransactionSynchronizationRegistry")
    TransactionSynchronizationRegistry transactions;

    @AroundInvoke
    public Object once(InvocationContext call) throws Exception {
        IdempotentRequest request = IdempotencyContext.request();
        if (request == null) {
            return call.proceed();
        }
        if (transactions.getTransactionStatus() != Status.STATUS_ACTIVE) {
            throw new IllegalStateException("@Idempotent runs only inside the transaction its @Transactional binding opens");
        }
        Optional<IdempotencyStore.Prior> prior = store.claim(request);
        if (prior.isPresent()) {
            if (!MessageDigest.isEqual(prior.get().fingerprint(), request.fingerprint())) {
                throw new IdempotencyKeyReused();
            }
            if (prior.get().answer() == null) {
                throw new IdempotencyKeyInProgress();
            }
            throw new IdempotentReplay(prior.get().answer());
        }
        Object result = call.proceed();
        Object entity = result instanceof Response r ? r.getEntity() : result;
        StoredAnswer answer = answerOf(result, entity);
        store.complete(request, answer);
        IdempotencyContext.answered(answer, entity);
        return result;
    }

    /** Serializes the method's result once, the way the JAX-RS runtime would, so it can be replayed byte for byte. */
    static StoredAnswer answerOf(Object result, Object entity) {
        int status;
        MediaType type = null;
        if (result instanceof Response r) {
            status = r.getStatus();
            type = r.getMediaType();
        } else {
            status = result == null ? 204 : 200;
        }
        byte[] body;
        if (entity == null) {
            body = new byte[0];
        } else if (entity instanceof JsonValue v) {
            body = v.toString().getBytes(StandardCharsets.UTF_8);
        } else if (entity instanceof byte[] b) {
            body = b;
        } else if (entity instanceof String s) {
            body = s.getBytes(StandardCharsets.UTF_8);
        } else {
            body = Json.BINDING.toJson(entity).getBytes(StandardCharsets.UTF_8);
        }
        return new StoredAnswer(status, type == null ? MediaType.APPLICATION_JSON : type.toString(), body);
    }

    /** Created on first use: looking a JSON-B provider up is slow. */
    private static final class Json {
        static final Jsonb BINDING = JsonbBuilder.create();
    }
}
