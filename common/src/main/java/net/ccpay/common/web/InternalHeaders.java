package net.ccpay.common.web;

/** Headers the gateway adds when it forwards a request to a service. Clients cannot set them. */
public final class InternalHeaders {
    private InternalHeaders() {}

    /** The per-request internal credential (a compact JWS naming the caller; see InternalCredentials). */
    public static final String INTERNAL_AUTH = "X-Internal-Auth";
    public static final String CORRELATION_ID = "X-Correlation-Id";
}
