package net.ccpay.common.web.idempotency;

import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.ErrorCode;

import java.util.Map;

/**
 * The key was already used by this caller for a different request (another body, path or query).
 * 409 with the contract's generic {@code CONFLICT} code; {@code details.reason} names the case.
 */
public class IdempotencyKeyReused extends ApiException {

    public static final String REASON = "IDEMPOTENCY_KEY_REUSED";

    public IdempotencyKeyReused() {
        super(409, ErrorCode.CONFLICT, "This Idempotency-Key was already used for a different request; "
                + "use a new key for a new request", Map.of("reason", REASON));
    }

    @Override
    public Boolean shouldRetry() {
        return Boolean.FALSE;
    }
}
