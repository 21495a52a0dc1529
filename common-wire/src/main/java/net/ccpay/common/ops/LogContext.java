package net.ccpay.common.ops;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Puts the request's correlation id on every log record written on this thread while the request runs,
 * through Liberty's {@code LogRecordContext}: with JSON logs ({@code PLATFORM_LOG_FORMAT=JSON}, or the
 * production servers' default) each record of the request carries {@code "ext_correlationId"}. Outside
 * Liberty (unit tests) it does nothing. Always pair {@link #set} with {@link #clear} in a finally block:
 * request threads are pooled.
 */
public final class LogContext {

    public static final String CORRELATION_KEY = "correlationId";

    private static final MethodHandle ADD;
    private static final MethodHandle REMOVE;

    static {
        MethodHandle add = null;
        MethodHandle remove = null;
        try {
            Class<?> c = Class.forName("com.ibm.websphere.logging.hpel.LogRecordContext", true, LogContext.class.getClassLoader());
            MethodHandles.Lookup lookup = MethodHandles.publicLookup();
            add = lookup.findStatic(c, "addExtension", MethodType.methodType(void.class, String.class, String.class));
            remove = lookup.findStatic(c, "removeExtension", MethodType.methodType(boolean.class, String.class));
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            // not in Liberty
        }
        ADD = add;
        REMOVE = remove;
    }

    private LogContext() {}

    /** True when records get the extension (running in Liberty). */
    public static boolean available() {
        return ADD != null;
    }

    public static void set(String correlationId) {
        if (ADD != null && correlationId != null) {
            try {
                ADD.invokeExact(CORRELATION_KEY, correlationId);
            } catch (Throwable e) {
                // logging context is best effort; never fail a request for it
            }
        }
    }

    public static void clear() {
        if (REMOVE != null) {
            try {
                boolean ignored = (boolean) REMOVE.invokeExact(CORRELATION_KEY);
            } catch (Throwable e) {
                // best effort
            }
        }
    }
}
