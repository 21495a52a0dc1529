package net.ccpay.common.web;

import net.ccpay.common.internal.Caller;

/**
 * Who is calling and under which correlation id, for the current request thread.
 * Set by {@link InternalAuthFilter} from the verified internal credential, and from nothing else.
 */
public final class RequestContext {

    private static final ThreadLocal<String> CORRELATION = new ThreadLocal<>();
    private static final ThreadLocal<Caller> CALLER = new ThreadLocal<>();

    private RequestContext() {}

    static void set(String correlationId, Caller caller) {
        CORRELATION.set(correlationId);
        CALLER.set(caller);
    }

    static void clear() {
        CORRELATION.remove();
        CALLER.remove();
    }

    public static String correlationId() {
        String c = CORRELATION.get();
        return c == null ? "none" : c;
    }

    public static Caller caller() {
        return CALLER.get();
    }
}
