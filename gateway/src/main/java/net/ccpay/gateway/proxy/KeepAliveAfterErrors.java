package net.ccpay.gateway.proxy;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.ServletResponseWrapper;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import org.eclipse.microprofile.config.ConfigProvider;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Keeps the client's connection open after an error answer, as after any other.
 *
 * <p>Why it closed: Open Liberty's HTTP channel (the transport of its GA releases; the Netty transport
 * that replaces it is beta-only in 26.0.0.x) turns keep-alive off for every status its {@code StatusCodes}
 * table flags as an error, 400, 402 to 417 and 500 to 505, in
 * {@code HttpInboundServiceContextImpl.updatePersistence}, whatever the application did: the request body
 * read or not, no {@code Connection} header set. No setting changes it. So a client paid a new TCP (and
 * TLS) connection after each 400, 404 or 409, while a 401, 422 or 429 kept the connection.
 *
 * <p>The flag belongs to the status object the channel keeps for the answer. Numbers the table lacks
 * (422, 429) get an "undefined" status object from {@code StatusCodes.makeUndefinedValue}, which carries
 * no error flag; this filter gives the answer that object for its own number, with the standard reason
 * phrase, just after the status is set. The status line and everything else stay the same.
 *
 * <p>Not for HTTP protocol errors ({@link #PROTOCOL_ERRORS}: the request itself cannot be read as HTTP,
 * or is too large), nor when the request announced a body larger than the gateway accepts or sent one in
 * chunks of unknown length: after an early error (a 404 before the body is read) the channel reads and
 * discards the rest of the body to reach the next request, which it should never do for an unbounded one.
 *
 * <p>The channel's types are the runtime's internals, invisible to applications: they are reached by
 * reflection from the response object, resolved once. On a runtime whose internals differ this logs once
 * and does nothing (the connection closes after an error, as before);
 * {@code GatewayIT.errorAnswersKeepTheConnectionOpenForTheNextRequest} fails on such a runtime.
 */
@WebFilter(urlPatterns = "/*", filterName = "keepAliveAfterErrors")
public class KeepAliveAfterErrors extends HttpFilter {

    private static final Logger LOG = Logger.getLogger(KeepAliveAfterErrors.class.getName());

    /** Statuses that say the request could not be taken as HTTP at all: the connection ends with them. */
    static final Set<Integer> PROTOCOL_ERRORS = Set.of(408, 411, 413, 414, 417, 431, 505);

    private static volatile Channel channel;
    private static volatile boolean unavailable;

    private transient long maxBodyBytes;

    @Override
    public void init() {
        GatewaySettings settings = GatewaySettings.from(ConfigProvider.getConfig(KeepAliveAfterErrors.class.getClassLoader()));
        maxBodyBytes = Math.max(settings.maxJsonBytes(), settings.maxMultipartBytes());
    }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse resp, FilterChain chain) throws IOException, ServletException {
        boolean bodyBounded = req.getHeader("Transfer-Encoding") == null && req.getContentLengthLong() <= maxBodyBytes;
        chain.doFilter(req, bodyBounded ? new HttpServletResponseWrapper(resp) {
            @Override
            public void setStatus(int sc) {
                super.setStatus(sc);
                keepAlive(getResponse(), sc);
            }
        } : resp);
    }

    /** After {@code setStatus(status)}: the answer no longer ends the connection, unless it is a protocol error. */
    static void keepAlive(ServletResponse response, int status) {
        if (status < 400 || PROTOCOL_ERRORS.contains(status) || unavailable) {
            return;
        }
        ServletResponse r = response;
        while (r instanceof ServletResponseWrapper w) {
            r = w.getResponse();
        }
        try {
            Channel c = channel != null ? channel : resolve(r);
            c.keepAlive(r, status);
        } catch (ReflectiveOperationException | RuntimeException e) {
            unavailable = true;
            LOG.log(Level.WARNING, "This runtime's HTTP channel is not the one expected: error answers close their connection", e);
        }
    }

    private static synchronized Channel resolve(ServletResponse r) throws ReflectiveOperationException {
        if (channel == null) {
            channel = Channel.of(r);
        }
        return channel;
    }

    /**
     * The path from the web container's response to the channel's message: {@code getIResponse()} (the
     * container's response), its {@code response} (the dispatcher's), its {@code message} (the channel's),
     * whose status object is replaced.
     */
    private record Channel(Method containerResponse, Field dispatcherResponse, Field message, Method getStatusCode, Method isErrorCode,
                           Method defaultPhrase, Method undefinedStatus, Method setStatusCode, Method setReasonPhrase) {

        static Channel of(ServletResponse r) throws ReflectiveOperationException {
            Method containerResponse = method(r.getClass(), "getIResponse");
            Object container = containerResponse.invoke(r);
            Field dispatcherResponse = field(container.getClass(), "response");
            Object dispatcher = dispatcherResponse.get(container);
            Field message = field(dispatcher.getClass(), "message");
            Class<?> messageType = message.get(dispatcher).getClass();
            Method getStatusCode = method(messageType, "getStatusCode");
            Class<?> statusType = getStatusCode.getReturnType();
            return new Channel(containerResponse, dispatcherResponse, message, getStatusCode, method(statusType, "isErrorCode"),
                    method(statusType, "getDefaultPhrase"), method(statusType, "makeUndefinedValue", int.class),
                    method(messageType, "setStatusCode", statusType), method(messageType, "setReasonPhrase", String.class));
        }

        private static Method method(Class<?> type, String name, Class<?>... parameters) throws NoSuchMethodException {
            Method m = type.getMethod(name, parameters);
            m.setAccessible(true);
            return m;
        }

        void keepAlive(ServletResponse r, int status) throws ReflectiveOperationException {
            Object msg = message.get(dispatcherResponse.get(containerResponse.invoke(r)));
            Object current = getStatusCode.invoke(msg);
            if (!(Boolean) isErrorCode.invoke(current)) {
                return;
            }
            String phrase = (String) defaultPhrase.invoke(current);
            setStatusCode.invoke(msg, undefinedStatus.invoke(null, status));
            setReasonPhrase.invoke(msg, phrase);
        }

        private static Field field(Class<?> type, String name) throws NoSuchFieldException {
            for (Class<?> t = type; t != null; t = t.getSuperclass()) {
                try {
                    Field f = t.getDeclaredField(name);
                    f.setAccessible(true);
                    return f;
                } catch (NoSuchFieldException e) {
                    // declared higher up
                }
            }
            throw new NoSuchFieldException(type.getName() + "." + name);
        }
    }
}
