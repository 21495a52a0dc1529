package net.ccpay.common.web;

/** Headers the gateway adds when it forwards a request to a service. Clients cannot set them. */
public final class InternalHeaders {
    private InternalHeaders() {}

    public static final String INTERNAL_AUTH = "X-Internal-Auth";
    public static final String CORRELATION_ID = "X-Correlation-Id";
    public static final String PRINCIPAL_TYPE = "X-Principal-Type";
    public static final String PRINCIPAL_ID = "X-Principal-Id";
    public static final String PRINCIPAL_CUSTOMER = "X-Principal-Customer";
}
