package net.ccpay.common.web;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbException;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import net.ccpay.common.error.ApiException;
import net.ccpay.common.error.DomainException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * For a servlet filter that answers an operation without the JAX-RS application (quote-service's lookup):
 * the answer the application would give. A failure goes to the same exception mapper JAX-RS would choose
 * among the platform's, so the error envelope, its status and its retry advice are made in one place for
 * both; the mapper's answer is written as RESTEasy writes it (its headers, the entity as JSON-B).
 */
public final class ServletAnswers {

    private static final Jsonb JSONB = JsonbBuilder.create();

    private ServletAnswers() {}

    /** The answer of the platform's exception mappers for {@code e}: the most specific mapper for its type, as JAX-RS picks. */
    public static Response forException(Throwable e) {
        if (e instanceof ApiException a) {
            return new ApiExceptionMapper().toResponse(a);
        }
        if (e instanceof DomainException d) {
            return new DomainExceptionMapper().toResponse(d);
        }
        if (e instanceof WebApplicationException w) {
            return new WebApplicationExceptionMapper().toResponse(w);
        }
        if (e instanceof JsonbException j) {
            return new JsonbExceptionMapper().toResponse(j);
        }
        if (e instanceof RuntimeException r) {
            return new ConcurrentChangeMapper().toResponse(r);
        }
        return new CatchAllExceptionMapper().toResponse(e);
    }

    /** Writes a JAX-RS answer: status, headers, and the entity (a String as it is, anything else as JSON-B); returns its status. */
    public static int write(Response answer, HttpServletResponse resp) throws IOException {
        resp.setStatus(answer.getStatus());
        for (Map.Entry<String, List<String>> h : answer.getStringHeaders().entrySet()) {
            for (String v : h.getValue()) {
                resp.addHeader(h.getKey(), v);
            }
        }
        Object entity = answer.getEntity();
        if (entity != null) {
            byte[] body = (entity instanceof String s ? s : JSONB.toJson(entity)).getBytes(StandardCharsets.UTF_8);
            resp.setContentLength(body.length);
            resp.getOutputStream().write(body);
        }
        return answer.getStatus();
    }

    /** Writes a JSON document with status 200; returns that status. */
    public static int writeJson(String document, HttpServletResponse resp) throws IOException {
        byte[] body = document.getBytes(StandardCharsets.UTF_8);
        resp.setStatus(200);
        resp.setContentType("application/json");
        resp.setContentLength(body.length);
        resp.getOutputStream().write(body);
        return 200;
    }
}
