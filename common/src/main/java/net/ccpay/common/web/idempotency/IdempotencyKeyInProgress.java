package net.ccpay.common.web.idempotency;

import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/**
 * Another request with the same key is still running (or lost a lock race with it): retrying shortly
 * replays its answer. 409 {@code CONFLICT} with {@code details.reason}, {@code X-Should-Retry: true}.
 */
public class IdempotencyKeyInProgress extends ApiException {

    public static final String REASON = "IDEMPOTENCY_KEY_IN_PROGRESS";

    public IdempotencyKeyInProgress() {
        super(409, ErrorCode.CONFLICT, "A request with this Idempotency-Key is still in progress; retry shortly to get its answer",
                Map.of("reason", REASON));
    }

    @Override
    public Boolean shouldRetry() {
        return Boolean.TRUE;
    }

    @Override
    public Integer retryAfterSeconds() {
        return 1;
    }
}
