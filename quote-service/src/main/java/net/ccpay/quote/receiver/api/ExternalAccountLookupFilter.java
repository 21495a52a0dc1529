package net.ccpay.quote.receiver.api;

import jakarta.inject.Inject;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import net.ccpay.common.config.PlatformSettings;
import net.ccpay.common.error.ApiError;
import net.ccpay.common.ops.TraceContext;
import net.ccpay.common.web.ApiExceptionMapper;
import net.ccpay.common.web.InternalHeaders;
import net.ccpay.common.web.InternalRequests;
import net.ccpay.common.web.ServletAnswers;
import net.ccpay.quote.receiver.application.ReceiverLookups;

import java.io.IOException;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * {@code lookupExternalAccount}, the platform's most frequent request, answered in front of the JAX-RS
 * application: the same checks and the same answer as {@link ReceiverLookupResource#externalAccount}, without
 * RESTEasy's per-request work (matching the resource, building its parameters and contexts, asking CDI for the
 * resource, running the response filters), which was about a sixth of a lookup's CPU when profiled.
 *
 * <p>It takes only the plain form of the request: GET, an account id of id characters only as the last path
 * segment, a query of plain characters, and no {@code Accept} or one that takes JSON. Anything else (another
 * method, an encoded or odd path, a content negotiation) goes on to the JAX-RS resource, which answers it as
 * before. Both go through the same steps first and last ({@link InternalRequests}: correlation id, trace
 * context, the internal credential, the access line) and the same exception mappers ({@link ServletAnswers}).
 *
 * <p>What differs: Liberty's per-method {@code REST.request} metric does not count these lookups (the gateway's
 * {@code gateway.requests} counts every operation), and in the all-in-one server, where the gateway forwards
 * inside the server, no SERVER span of quote-service's own is made for them.
 */
@WebFilter(filterName = "external-account-lookup", urlPatterns = "/receiver/external-account/*",
        dispatcherTypes = {DispatcherType.REQUEST, DispatcherType.FORWARD})
public class ExternalAccountLookupFilter extends HttpFilter {

    private static final String PATH = "/receiver/external-account/";
    private static final Pattern ACCOUNT_ID = Pattern.compile("[A-Za-z0-9:._-]{1,200}");
    /** Query characters that read the same for the servlet container and for JAX-RS: no '%' escapes, no '+'. */
    private static final Pattern PLAIN_QUERY = Pattern.compile("[A-Za-z0-9._~:@$=&-]{0,2000}");
    private static final Set<String> TAKES_JSON = Set.of("*/*", "application/json", "application/*");

    @Inject
    ReceiverLookups lookups;

    @Inject
    PlatformSettings settings;

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse resp, FilterChain chain) throws IOException, ServletException {
        String accountId = plainLookup(req);
        if (accountId == null) {
            chain.doFilter(req, resp);
            return;
        }
        long start = System.nanoTime();
        String corr = InternalRequests.begin(req.getHeader(InternalHeaders.CORRELATION_ID), req.getHeader(TraceContext.HEADER));
        int status = 500;
        try {
            resp.setHeader(InternalHeaders.CORRELATION_ID, corr);
            Optional<ApiError> refused = InternalRequests.authenticate(settings, req.getHeader(InternalHeaders.INTERNAL_AUTH));
            if (refused.isPresent()) {
                status = ServletAnswers.write(ApiExceptionMapper.envelope(refused.get()), resp);
                return;
            }
            String document;
            try {
                document = lookups.lookupExternalAccount(accountId, parameter(req, "customerId"), parameter(req, "senderUmaAddress"),
                        parameter(req, "sendingCurrency")).document();
            } catch (RuntimeException | Error e) {
                status = ServletAnswers.write(ServletAnswers.forException(e), resp);
                return;
            }
            status = ServletAnswers.writeJson(document, resp);
        } finally {
            InternalRequests.end(settings, req.getMethod(), req.getRequestURI(), status, start);
        }
    }

    /** The account id when the request is a plain lookup this filter answers, else null. */
    static String plainLookup(HttpServletRequest req) {
        if (!"GET".equals(req.getMethod())) {
            return null;
        }
        String accept = req.getHeader("Accept");
        if (accept != null && !accept.isBlank() && !TAKES_JSON.contains(accept.trim())) {
            return null;
        }
        String query = req.getQueryString();
        if (query != null && !PLAIN_QUERY.matcher(query).matches()) {
            return null;
        }
        String uri = req.getRequestURI();
        String prefix = req.getContextPath() + PATH;
        if (uri == null || !uri.startsWith(prefix)) {
            return null;
        }
        String id = uri.substring(prefix.length());
        return ACCOUNT_ID.matcher(id).matches() ? id : null;
    }

    /** As the resource's {@code @QueryParam}: the first value; blank is absent. */
    private static String parameter(HttpServletRequest req, String name) {
        return ReceiverLookupResource.blankToNull(req.getParameter(name));
    }
}
