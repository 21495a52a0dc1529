package net.ccpay.common.web.idempotency;

/**
 * Thrown by {@link IdempotencyInterceptor} instead of running the method again: it rolls back the
 * (empty) transaction and carries the stored answer to {@link IdempotentReplayMapper}. Not an error.
 */
public class IdempotentReplay extends RuntimeException {

    private final transient StoredAnswer answer;

    IdempotentReplay(StoredAnswer answer) {
        super(null, null, false, false);
        this.answer = answer;
    }

    StoredAnswer answer() {
        return answer;
    }
}
