package net.ccpay.webhook.delivery.domain;

/**
 * What one POST to the receiver gave: an HTTP status, or none with an error (timeout, connection
 * refused, refused address). {@link #verdict} applies the brief's rules: 2xx acknowledges, 409 is a
 * duplicate, 5xx, 408, 429 and transport errors ask for a retry, any other answer is a final failure.
 */
public record AttemptResult(Integer status, long latencyMillis, String error, String responseBody) {

    public enum Verdict { ACKNOWLEDGED, DUPLICATE, RETRY, REJECTED }

    public static AttemptResult answered(int status, long latencyMillis, String responseBody) {
        return new AttemptResult(status, latencyMillis, null, responseBody);
    }

    public static AttemptResult failed(String error, long latencyMillis) {
        return new AttemptResult(null, latencyMillis, error, null);
    }

    /** The same result without what the receiver answered (status and timing kept). */
    public AttemptResult withoutResponseBody() {
        return responseBody == null ? this : new AttemptResult(status, latencyMillis, error, null);
    }

    public Verdict verdict() {
        if (status == null) {
            return Verdict.RETRY;
        }
        if (status >= 200 && status < 300) {
            return Verdict.ACKNOWLEDGED;
        }
        if (status == 409) {
            return Verdict.DUPLICATE;
        }
        if (status >= 500 || status == 408 || status == 429) {
            return Verdict.RETRY;
        }
        return Verdict.REJECTED;
    }
}
