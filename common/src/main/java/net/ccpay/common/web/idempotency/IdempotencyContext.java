package net.ccpay.common.web.idempotency;

/**
 * Hands the request's idempotency facts from {@link IdempotencyFilter} (which sees the raw body) to
 * {@link IdempotencyInterceptor} (which runs inside the transaction), and the stored answer back to
 * the filter. Resource methods run on the request's thread, so a thread-local suffices; the filter
 * sets it at the start of every idempotent request and clears it at the end.
 */
final class IdempotencyContext {

    /** The answer stored for this request, and the entity object the method returned with it. */
    record Answered(StoredAnswer answer, Object entity) {}

    private static final ThreadLocal<IdempotentRequest> REQUEST = new ThreadLocal<>();
    private static final ThreadLocal<Answered> ANSWERED = new ThreadLocal<>();

    private IdempotencyContext() {}

    static void begin(IdempotentRequest request) {
        REQUEST.set(request);
        ANSWERED.remove();
    }

    static IdempotentRequest request() {
        return REQUEST.get();
    }

    static void answered(StoredAnswer answer, Object entity) {
        ANSWERED.set(new Answered(answer, entity));
    }

    static Answered answeredOrNull() {
        return ANSWERED.get();
    }

    static void clear() {
        REQUEST.remove();
        ANSWERED.remove();
    }
}
